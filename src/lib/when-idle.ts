/**
 * Run `task` once the browser is idle: after the current frame has been painted and the tasks
 * already queued have run. For work the user does not see (writing the URL) that should not
 * hold back what they do see. Browsers without requestIdleCallback (Safari) run it in a task
 * after the next animation frame, i.e. after that frame's paint.
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 200 })
  else requestAnimationFrame(() => setTimeout(task, 0))
}
