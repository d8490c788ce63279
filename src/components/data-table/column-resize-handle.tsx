import { useRef, useState, type PointerEvent } from 'react'
import { cn } from '@/lib/utils'

/**
 * The grip on a header cell's right edge: drag it to make the column narrower or wider. The
 * width is reported once, when the drag ends, so a stored layout is written once per resize
 * rather than on every pointer move. It is hidden from assistive technology (a named control
 * inside the header would become part of the column's name); columns fit the page without it.
 */
export function ColumnResizeHandle({ onResize }: { onResize: (width: number) => void }) {
  const start = useRef<{ x: number; width: number } | null>(null)
  const [offset, setOffset] = useState(0)

  const cellWidth = (element: HTMLElement) => element.closest('th')?.getBoundingClientRect().width ?? 0

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.preventDefault()
    event.stopPropagation()
    event.currentTarget.setPointerCapture?.(event.pointerId)
    start.current = { x: event.clientX, width: cellWidth(event.currentTarget) }
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (start.current) setOffset(event.clientX - start.current.x)
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!start.current) return
    onResize(start.current.width + event.clientX - start.current.x)
    start.current = null
    setOffset(0)
  }

  return (
    <div
      aria-hidden="true"
      data-slot="column-resize-handle"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null
        setOffset(0)
      }}
      onClick={(event) => event.stopPropagation()}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      className={cn(
        'absolute top-0 right-0 h-full w-1.5 cursor-col-resize touch-none outline-none select-none',
        'hover:bg-border',
        offset !== 0 && 'bg-ring',
      )}
    />
  )
}
