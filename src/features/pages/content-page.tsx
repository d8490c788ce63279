import type { ReactNode } from 'react'

/** Shared frame of the text pages (help, docs, privacy, terms, accessibility, status). */
export function ContentPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {intro && <p className="text-muted-foreground mt-2">{intro}</p>}
      </header>
      <div className="space-y-6 text-sm leading-6 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc">
        {children}
      </div>
    </article>
  )
}
