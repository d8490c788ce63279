/** The navigation as a drawer on small screens (opened from the header's menu button). */
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { PRODUCT_NAME } from '@/domain/kernel/constants'
import { Brand, YearNote } from './sidebar-brand'
import { SidebarNav } from './sidebar-nav'
import type { ShellCounts } from './use-shell-counts'

export function MobileNavDrawer(props: {
  counts: ShellCounts
  academicYear: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Sheet open={props.open} onOpenChange={props.onOpenChange}>
      <SheetContent side="left" data-sidebar className="bg-sidebar text-sidebar-foreground w-64 p-0">
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <SheetDescription className="sr-only">Main navigation of {PRODUCT_NAME}</SheetDescription>
        <div className="flex h-full flex-col">
          <Brand collapsed={false} />
          <SidebarNav counts={props.counts} collapsed={false} onNavigate={() => props.onOpenChange(false)} />
          <YearNote academicYear={props.academicYear} collapsed={false} />
        </div>
      </SheetContent>
    </Sheet>
  )
}
