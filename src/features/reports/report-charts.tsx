/**
 * The reports' charts (recharts, the library shadcn's charts are built on). This module is
 * imported lazily by the tabs, so recharts loads only on the reports screen. Every chart is
 * decorative for assistive technology (role="img" with a summary); the table beside it carries
 * the same figures as text.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts'
import { formatNumber } from '@/domain/kernel/format'
import { REPORT_WORKLOAD_STATUS_LABELS, type ReportWorkloadStatus } from '@/domain/model/workload'
import { chartHeights } from './chart-fallback'
import { STATUS_FILL } from './report-status'

const AXIS_TICK = { fontSize: 12, fill: 'var(--muted-foreground)' }

/**
 * Legend entries in the text colour: recharts writes each entry in its series' fill, and a fill
 * is chosen for a bar (amber on white is 2.3:1 as text, the cap's grey less), not for reading.
 * The swatch beside the word keeps the series colour.
 */
const legendText = (value: string) => <span style={{ color: 'var(--foreground)' }}>{value}</span>
const BAR_SIZE = 16

interface WorkloadBarDatum {
  name: string
  hours: number
  maxHours: number
  status: ReportWorkloadStatus
}

function StatusBar(props: BarShapeProps) {
  const status = (props.payload as WorkloadBarDatum | undefined)?.status ?? 'normal'
  return <Rectangle {...props} fill={STATUS_FILL[status]} />
}

/** Each professor's hours in one term (coloured and labelled by status) over their cap. */
export default function WorkloadChart({
  data,
  summary,
}: {
  data: WorkloadBarDatum[]
  summary: string
}) {
  const rows = data.map((d) => ({
    ...d,
    label: `${formatNumber(d.hours)}/${formatNumber(d.maxHours)} h · ${REPORT_WORKLOAD_STATUS_LABELS[d.status]}`,
  }))
  const height = chartHeights.workload(rows.length)
  return (
    <div role="img" aria-label={summary} data-testid="workload-chart">
      <ResponsiveContainer width="100%" height={height}>
        {/* barGap = -BAR_SIZE lays the hours bar over the cap bar of the same professor. */}
        <BarChart
          layout="vertical"
          data={rows}
          margin={{ top: 8, right: 150, bottom: 8, left: 8 }}
          barGap={-BAR_SIZE}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis type="number" tick={AXIS_TICK} allowDecimals={false} />
          <YAxis type="category" dataKey="name" width={150} tick={AXIS_TICK} interval={0} />
          <Tooltip formatter={(value) => `${formatNumber(Number(value))} h`} />
          <Legend formatter={legendText} />
          <Bar
            dataKey="maxHours"
            name="Weekly cap"
            fill="var(--muted)"
            stroke="var(--border)"
            barSize={BAR_SIZE}
            isAnimationActive={false}
          />
          <Bar
            dataKey="hours"
            name="Weekly hours"
            fill="var(--success)"
            barSize={BAR_SIZE}
            shape={StatusBar}
            isAnimationActive={false}
          >
            <LabelList
              dataKey="label"
              position="right"
              style={{ fontSize: 11, fill: 'var(--foreground)' }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}

interface CoverageDatum {
  name: string
  staffed: number
  open: number
}

/** Staffed and open sections, stacked, per term or per program. */
export function CoverageChart({
  data,
  summary,
  layout = 'horizontal',
}: {
  data: CoverageDatum[]
  summary: string
  layout?: 'horizontal' | 'vertical'
}) {
  const vertical = layout === 'vertical'
  const height = chartHeights.coverage(data.length, layout)
  return (
    <div role="img" aria-label={summary}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          layout={layout}
          data={data}
          margin={{ top: 16, right: 24, bottom: 8, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={vertical} horizontal={!vertical} strokeDasharray="3 3" />
          {vertical ? (
            <>
              <XAxis type="number" tick={AXIS_TICK} allowDecimals={false} />
              <YAxis type="category" dataKey="name" width={170} tick={AXIS_TICK} interval={0} />
            </>
          ) : (
            <>
              <XAxis dataKey="name" tick={AXIS_TICK} />
              <YAxis tick={AXIS_TICK} allowDecimals={false} />
            </>
          )}
          <Tooltip />
          <Legend formatter={legendText} />
          <Bar
            dataKey="staffed"
            name="Staffed sections"
            stackId="s"
            fill="var(--primary)"
            isAnimationActive={false}
          >
            <LabelList
              dataKey="staffed"
              position="center"
              style={{ fontSize: 11, fill: 'var(--primary-foreground)' }}
            />
          </Bar>
          <Bar
            dataKey="open"
            name="Open sections"
            stackId="s"
            fill="var(--warning)"
            isAnimationActive={false}
          >
            <LabelList
              dataKey="open"
              position="center"
              style={{ fontSize: 11, fill: 'var(--warning-foreground)' }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
