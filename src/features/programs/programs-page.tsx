/** Programs screen. Its full behaviour arrives with its own issue; until then it says so plainly. */
export function ProgramsPage() {
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-semibold tracking-tight">Programs</h1>
      <p className="text-muted-foreground text-sm">This screen is not available in this build yet.</p>
    </div>
  )
}
