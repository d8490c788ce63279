import { useState } from 'react'

/**
 * True from the first time `open` is true. A dialog loaded on demand (React.lazy) is mounted
 * only once it was asked for, then stays mounted so it can close (and give the focus back).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
