/** The Python the workbook e2e test runs openpyxl with (PYTHON_PATH or /usr/bin/python3). */
export declare const python: string
/** The pdftotext the PDF e2e tests run (PDFTOTEXT_PATH or pdftotext from PATH). */
export declare const pdftotext: string
/** null when openpyxl and pdftotext are there (installing them with apt as root on Debian), else what to install. */
export declare function ensureTestTools(): string | null
