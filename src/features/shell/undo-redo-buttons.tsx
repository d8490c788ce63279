/**
 * The header's Undo and Redo: each names the action it would take back or redo ("Undo: assign
 * ANI1001 §2 to Maya Okafor") in its accessible name and in a tooltip shown on hover and focus, and
 * is disabled when there is nothing to undo or redo.
 */
import { Redo2, Undo2 } from 'lucide-react'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { UNDO_MESSAGES, type UndoDirection } from '@/domain/history/undo-history'
import { modKeyLabel } from './mod-key'
import { useUndoActions } from './use-undo-actions'

const KEYS: Record<UndoDirection, { aria: string; hint: (mod: string) => string }> = {
  undo: { aria: 'Control+Z Meta+Z', hint: (mod) => `${mod}+Z` },
  redo: { aria: 'Control+Shift+Z Meta+Shift+Z Control+Y', hint: (mod) => `${mod}+Shift+Z` },
}

function HistoryButton(props: { direction: UndoDirection; label: string | undefined; onClick: () => void }) {
  const name = UNDO_MESSAGES.button(props.direction, props.label)
  const Icon = props.direction === 'undo' ? Undo2 : Redo2
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          onClick={props.onClick}
          disabled={!props.label}
          aria-label={name}
          aria-keyshortcuts={KEYS[props.direction].aria}
          className="text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-ring rounded-md p-1.5 focus-visible:ring-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-40"
        >
          <Icon className="size-4" aria-hidden />
        </button>
      </TooltipTrigger>
      {/* Shown on hover and on keyboard focus, with the shortcut. */}
      <TooltipContent>
        {name} <span className="opacity-70">({KEYS[props.direction].hint(modKeyLabel())})</span>
      </TooltipContent>
    </Tooltip>
  )
}

export function UndoRedoButtons() {
  const { undoStep, redoStep, runUndo, runRedo } = useUndoActions()
  return (
    <div role="group" aria-label="Undo history" className="flex items-center">
      <HistoryButton direction="undo" label={undoStep?.label} onClick={runUndo} />
      <HistoryButton direction="redo" label={redoStep?.label} onClick={runRedo} />
    </div>
  )
}
