/**
 * The rule packs' own pages, for the routes (routes/professors-routes.tsx): each loads on demand
 * from its pack's folder. Today only the Ontario CAAT-A pack has pages: the Standard Workload
 * Form's print window, the term's SWF list and the print-all window.
 */
export const PACK_PAGES = {
  swfPrint: () => import('./caat-a/swf-print-page'),
  swfList: () => import('./caat-a/swf-list-page'),
  swfPrintAll: () => import('./caat-a/swf-print-all-page'),
}
