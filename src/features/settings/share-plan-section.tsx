/**
 * Settings → General → "Share this plan" (issue 34): share the plan through the school's own
 * server. Until a planner does this, nothing changes and nothing leaves the browser. Sharing signs
 * in (Clerk's account when the app uses Clerk, else the server's trial sign-in, which answers on
 * the server's own machine only), then uploads the plan once or, when the school already shares
 * it, takes the school's plan (data/sync/share-plan.ts). Once shared, the section says where, how
 * the sync stands, and offers to stop sharing in this browser.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useAuthSlot } from '@/components/auth/auth-slot'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useConfirm } from '@/components/ui/confirm'
import { FormField } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import {
  createServerConnection,
  currentToken,
  normaliseServerUrl,
  serverNotAllowedMessage,
  trialSignIn,
} from '@/data/sync/server-connection'
import { sharePlan, stopSharing, type ShareStep } from '@/data/sync/share-plan'
import { useSyncStatus } from '@/data/sync/sync-status'
import { useSyncSettings } from '@/data/sync/use-sync-settings'

const DEFAULT_PLAN_ID = 'live'

function stepText(step: ShareStep): string {
  switch (step.step) {
    case 'checking':
      return 'Signing in to the server…'
    case 'reading':
      return 'Reading this plan…'
    case 'uploading':
      return `Uploading ${step.records.toLocaleString()} records (${(step.bytes / 1_000_000).toFixed(1)} MB)…`
    case 'downloading':
      return 'Checking what the server stored…'
    case 'saving':
      return `Saving the school’s plan in this browser (${step.records.toLocaleString()} records)…`
  }
}

export function SharePlanSection() {
  const settings = useSyncSettings()
  return (
    <Card data-testid="share-plan-section">
      <CardHeader>
        <CardTitle>Share this plan</CardTitle>
        <CardDescription>
          Share the plan with your school’s other coordinators through your school’s own CourseLoad server. Until you do, nothing leaves this browser.
        </CardDescription>
      </CardHeader>
      <CardContent>{settings?.shared ? <SharedStatus serverUrl={settings.serverUrl} planId={settings.planId} email={settings.email} /> : <ShareForm />}</CardContent>
    </Card>
  )
}

function ShareForm() {
  const client = useQueryClient()
  const { mode } = useAuthSlot()
  const settings = useSyncSettings()
  const [server, setServer] = useState(settings?.serverUrl ?? '')
  const [planId, setPlanId] = useState(settings?.planId ?? DEFAULT_PLAN_ID)
  const [email, setEmail] = useState(settings?.email ?? '')
  const [error, setError] = useState<string | null>(null)
  const [step, setStep] = useState<ShareStep | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    const typed = normaliseServerUrl(server)
    if ('error' in typed) return setError(typed.error)
    const blocked = serverNotAllowedMessage(typed.url)
    if (blocked) return setError(blocked)
    const plan = planId.trim() || DEFAULT_PLAN_ID
    if (!/^[\w.:-]+$/.test(plan)) return setError('The shared plan’s name may use letters, digits, dots, colons, hyphens and underscores only.')
    try {
      setStep({ step: 'checking' })
      if (mode !== 'clerk') {
        if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
          setStep(null)
          return setError('Enter your e-mail address to sign in to the server.')
        }
        await trialSignIn(typed.url, plan, email.trim())
      }
      const connection = createServerConnection({ baseUrl: typed.url, planId: plan, getToken: currentToken })
      await sharePlan(client, connection, setStep)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setStep(null)
    }
  }

  const busy = step !== null
  return (
    <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
      <FormField label="Server address" description="For example https://courseload.your-school.edu">
        <Input value={server} onChange={(e) => setServer(e.target.value)} placeholder="https://" autoComplete="url" disabled={busy} />
      </FormField>
      <FormField label="Shared plan" description="The name your school gave its shared plan.">
        <Input value={planId} onChange={(e) => setPlanId(e.target.value)} disabled={busy} />
      </FormField>
      {mode !== 'clerk' && (
        <FormField label="Your e-mail" description="The server’s trial sign-in works on the server’s own machine only.">
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" disabled={busy} />
        </FormField>
      )}
      <p className="text-muted-foreground text-sm">
        Sharing sends every record of this plan (professors, courses, programs, assignments and the workload rules) to that server, and from then on every change you make. If the school already shares this plan, this browser takes the school’s plan instead of its own.
      </p>
      <div role="status" aria-live="polite" className="text-sm">
        {step && stepText(step)}
      </div>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          Share this plan
        </Button>
      </div>
    </form>
  )
}

function SharedStatus({ serverUrl, planId, email }: { serverUrl: string; planId: string; email?: string }) {
  const client = useQueryClient()
  const confirm = useConfirm()
  const status = useSyncStatus()
  const host = new URL(serverUrl).host
  const state =
    status.phase === 'error' || status.phase === 'offline'
      ? status.message
      : status.waiting
        ? `${status.waiting} change${status.waiting === 1 ? '' : 's'} waiting to be sent.`
        : status.syncedAt
          ? `Up to date (checked ${new Date(status.syncedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}).`
          : 'Connecting…'

  async function stop() {
    const ok = await confirm({
      title: 'Stop sharing in this browser?',
      description:
        status.waiting || status.attention.length
          ? `${status.waiting + status.attention.length} change(s) have not reached the server and will not be sent. The plan stays in this browser as it is.`
          : 'The plan stays in this browser as it is; your changes will no longer go to the server.',
      confirmLabel: 'Stop sharing',
      destructive: true,
    })
    if (ok) await stopSharing(client)
  }

  return (
    <div className="grid gap-3 text-sm">
      <p>
        Shared with <strong>{host}</strong> as plan <strong>{planId}</strong>
        {email ? (
          <>
            {' '}
            (signed in as <strong>{email}</strong>)
          </>
        ) : null}
        .
      </p>
      <p role="status" aria-live="polite" data-testid="sync-state">
        {state}
      </p>
      {status.attention.length > 0 && (
        <p className="text-destructive">
          {status.attention.length} change{status.attention.length === 1 ? '' : 's'} need{status.attention.length === 1 ? 's' : ''} attention (listed at the top of the page).
        </p>
      )}
      <div>
        <Button type="button" variant="outline" onClick={() => void stop()}>
          Stop sharing
        </Button>
      </div>
    </div>
  )
}
