/** The Python the workbook e2e test runs openpyxl with (PYTHON_PATH or /usr/bin/python3). */
export declare const python: string
/** null when openpyxl imports (installing it with apt as root on Debian), else what to install. */
export declare function ensureOpenpyxl(): string | null
