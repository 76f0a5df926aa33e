import { useId } from "react";

export interface ChartSeries {
  label: string;
  values: number[];
}

// Each fill has at least 3:1 contrast against white (WCAG 2.2 SC 1.4.11):
// brand-600 6.8:1, accent-600 5.0:1, green-700 5.0:1, purple-700 7.0:1.
// Bars of one group stand apart by a white gap, so the fills need no
// contrast between each other.
const FILLS = ["#1f5f8b", "#b4530f", "#15803d", "#7e22ce"];

// The drawing's own units; the SVG scales to its container's width, up to
// 32rem. At 400 units wide its 12-unit text is still about 10 px on a
// 390 px phone and about 15 px at full size.
const WIDTH = 400;
const HEIGHT = 220;
const FONT_SIZE = 12;
// About the width of a digit or letter at FONT_SIZE, to fit the labels.
const CHAR_WIDTH = 7;
const TOP = 10;
const BOTTOM = 26;
const RIGHT = 4;
const BAR_GAP = 2;

const format = (value: number) => value.toLocaleString("en-US");

/** The smallest 1, 2 or 5 times a power of ten at or above the largest value. */
function axisMax(largest: number): number {
  if (largest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= largest)!;
  return step * power;
}

function fill(index: number): string {
  return FILLS[index % FILLS.length]!;
}

/** The sentence a screen reader hears for the picture: totals and peaks. */
function summary(
  labels: string[],
  series: ChartSeries[],
  valueLabel: string | undefined,
): string {
  if (labels.length === 0 || series.length === 0) return "No values.";
  const unit = valueLabel ? ` ${valueLabel}` : "";
  return series
    .map((one) => {
      const values = labels.map((_, index) => one.values[index] ?? 0);
      const total = values.reduce((sum, value) => sum + value, 0);
      const largest = Math.max(...values);
      const at = labels[values.indexOf(largest)];
      const name = series.length > 1 ? `${one.label}: total` : "Total";
      return largest > 0
        ? `${name} ${format(total)}${unit}, highest ${format(largest)} at ${at}.`
        : `${name} ${format(total)}${unit}.`;
    })
    .join(" ");
}

/**
 * A bar chart drawn on the server, one group of bars per label, with its
 * numbers in a table below it for screen readers and for reading exact
 * values. Needs no JavaScript in the browser.
 */
export function BarChart({
  title,
  description,
  labels,
  series,
  valueLabel,
  categoryLabel = "Category",
}: {
  title: string;
  description?: string;
  /** The categories along the bottom, such as weeks or hours. */
  labels: string[];
  /** One or more series, each with a value per label. */
  series: ChartSeries[];
  /** What the values count, such as "leads", for the summary. */
  valueLabel?: string;
  /** The heading of the table's first column. */
  categoryLabel?: string;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const valueAt = (one: ChartSeries, index: number) => one.values[index] ?? 0;

  const max = axisMax(
    Math.max(
      0,
      ...series.flatMap((one) => labels.map((_, i) => valueAt(one, i))),
    ),
  );
  const left = format(max).length * CHAR_WIDTH + 8;
  const plotWidth = WIDTH - left - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const baseline = TOP + plotHeight;
  const slot = labels.length > 0 ? plotWidth / labels.length : plotWidth;
  const groupWidth = slot * 0.8;
  const barWidth =
    (groupWidth - BAR_GAP * Math.max(0, series.length - 1)) /
    Math.max(1, series.length);
  // Show every nth label so that neighbours never overlap.
  const longest = Math.max(0, ...labels.map((label) => label.length));
  const labelStep = Math.max(1, Math.ceil((longest * CHAR_WIDTH + 6) / slot));

  return (
    <figure className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5">
      <figcaption className="text-lg font-semibold text-brand-900">
        {title}
      </figcaption>
      {description ? <p className="mt-1 text-muted">{description}</p> : null}
      {series.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {series.map((one, index) => (
            <li key={one.label} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3.5 rounded-sm"
                style={{ backgroundColor: fill(index) }}
              />
              {one.label}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        className="mt-3 block h-auto max-w-lg"
        fontSize={FONT_SIZE}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary(labels, series, valueLabel)}</desc>
        <line
          x1={left}
          x2={WIDTH - RIGHT}
          y1={TOP}
          y2={TOP}
          stroke="#d1d5db"
          strokeDasharray="4 3"
        />
        <text x={left - 6} y={TOP + 4} textAnchor="end" fill="#4a5563">
          {format(max)}
        </text>
        <text x={left - 6} y={baseline + 4} textAnchor="end" fill="#4a5563">
          0
        </text>
        {labels.map((label, index) => {
          const groupX = left + index * slot + (slot - groupWidth) / 2;
          return (
            <g key={`${index}-${label}`}>
              {series.map((one, seriesIndex) => {
                const value = valueAt(one, index);
                if (value <= 0) return null;
                const height = (value / max) * plotHeight;
                return (
                  <rect
                    key={one.label}
                    x={groupX + seriesIndex * (barWidth + BAR_GAP)}
                    y={baseline - height}
                    width={barWidth}
                    height={height}
                    fill={fill(seriesIndex)}
                  >
                    <title>{`${one.label}, ${label}: ${format(value)}`}</title>
                  </rect>
                );
              })}
              {index % labelStep === 0 ? (
                <text
                  x={left + index * slot + slot / 2}
                  y={baseline + 18}
                  textAnchor="middle"
                  fill="#4a5563"
                >
                  {label}
                </text>
              ) : null}
            </g>
          );
        })}
        <line
          x1={left}
          x2={WIDTH - RIGHT}
          y1={baseline}
          y2={baseline}
          stroke="#1c2530"
        />
      </svg>
      <details className="mt-3">
        <summary className="cursor-pointer py-2 font-semibold text-brand-700">
          Show the numbers
        </summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-1 pr-3">
                {categoryLabel}
              </th>
              {series.map((one) => (
                <th
                  key={one.label}
                  scope="col"
                  className="py-1 pr-3 text-right"
                >
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr
                key={`${index}-${label}`}
                className="border-b border-gray-100"
              >
                <th scope="row" className="py-1 pr-3 font-normal">
                  {label}
                </th>
                {series.map((one) => (
                  <td key={one.label} className="py-1 pr-3 text-right">
                    {format(valueAt(one, index))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
