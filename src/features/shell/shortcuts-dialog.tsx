/** The '?' dialog: every keyboard shortcut of the app (the list lives in the domain). */
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Kbd } from '@/components/ui/kbd'
import { SHORTCUTS } from '@/domain/kernel/keyboard-shortcuts'
import { modKeyLabel } from './mod-key'

function ShortcutKeys({ keys }: { keys: readonly string[] }) {
  const mod = modKeyLabel()
  return (
    <span className="flex shrink-0 items-center gap-1">
      {keys.map((k, i) => (
        <Kbd key={`${k}-${i}`}>{k === 'Mod' ? mod : k}</Kbd>
      ))}
    </span>
  )
}

export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>Single keys work when you are not typing in a field.</DialogDescription>
        </DialogHeader>
        <ul className="divide-y text-sm">
          {SHORTCUTS.map((s) => (
            <li key={s.description} className="flex items-center justify-between gap-4 py-2">
              <span>{s.description}</span>
              <ShortcutKeys keys={s.keys} />
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  )
}
