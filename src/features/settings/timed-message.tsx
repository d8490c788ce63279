/**
 * The inline result line of a settings section ('Saved settings.', 'Failed to save settings.'),
 * shown for 3 s (spec section 9). The tone is said by an icon and the words, not colour alone.
 */
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { SETTINGS_MESSAGE_MS } from '@/domain/kernel/constants'
import { cn } from '@/lib/utils'

type MessageTone = 'success' | 'error' | 'warning'
interface TimedMessageValue {
  text: string
  tone: MessageTone
}

/** [current message, show(text, tone, ms?)]; `ms: null` keeps it until the next one. */
export function useTimedMessage(): [TimedMessageValue | null, (text: string, tone: MessageTone, ms?: number | null) => void] {
  const [message, setMessage] = useState<TimedMessageValue | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = useCallback((text: string, tone: MessageTone, ms: number | null = SETTINGS_MESSAGE_MS) => {
    clearTimeout(timer.current)
    setMessage({ text, tone })
    if (ms !== null) timer.current = setTimeout(() => setMessage(null), ms)
  }, [])
  return [message, show]
}

const ICONS = { success: CheckCircle2, error: XCircle, warning: AlertTriangle } as const
const TONES = {
  success: 'text-emerald-700 dark:text-emerald-400',
  error: 'text-destructive',
  warning: 'text-amber-700 dark:text-amber-400',
} as const

export function TimedMessage({ message, testId }: { message: TimedMessageValue | null; testId?: string }) {
  // The live region stays mounted so screen readers announce each new text.
  return (
    <div role={message?.tone === 'error' ? 'alert' : 'status'} data-testid={testId} className="min-h-5 text-sm">
      {message?.text ? (
        <span className={cn('inline-flex items-start gap-1.5', TONES[message.tone])}>
          {(() => {
            const Icon = ICONS[message.tone]
            return <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          })()}
          <span>{message.text}</span>
        </span>
      ) : null}
    </div>
  )
}
