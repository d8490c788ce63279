/** The 'Privacy & Data Storage' dialog the privacy badge opens; it links to /privacy. */
import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'

export function PrivacyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Privacy &amp; Data Storage</DialogTitle>
          <DialogDescription>
            Everything you enter in CourseLoad (professors, programs, courses and assignments) is stored in
            this browser only, in IndexedDB and localStorage. Nothing is uploaded to a server.
          </DialogDescription>
        </DialogHeader>
        <ul className="text-muted-foreground list-disc space-y-1 pl-5 text-sm">
          <li>Clearing this site's data in the browser deletes your planning data: export a backup first.</li>
          <li>Sign-in and membership, when enabled, are managed by the authentication provider.</li>
          <li>Another browser or computer does not see this data unless you import a backup there.</li>
        </ul>
        <DialogFooter>
          <Button variant="outline" asChild>
            <Link to="/privacy" onClick={() => onOpenChange(false)}>
              Read the privacy page
            </Link>
          </Button>
          <Button onClick={() => onOpenChange(false)}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
