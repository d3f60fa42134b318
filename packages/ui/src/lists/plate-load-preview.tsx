import { formatMessage } from '@ironmark/channel';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';

/** The federation colour names of the theme's plate tokens (`--color-plate-*`). */
export type PlateColour = 'red' | 'blue' | 'yellow' | 'green' | 'white';

const PLATE_COLOURS: Readonly<Record<string, PlateColour>> = {
  '25': 'red',
  '20': 'blue',
  '15': 'yellow',
  '10': 'green',
  '5': 'white',
  '2.5': 'red',
  '2': 'blue',
  '1.5': 'yellow',
  '1': 'green',
  '0.5': 'white',
};

/**
 * The federation (IWF) colour of a plate by weight in kg (DESIGN: 25 red, 20 blue, 15 yellow,
 * 10 green, 5 white, 2.5 red, 2 blue, 1.5 yellow, 1 green, 0.5 white); `undefined` for other weights.
 */
export function plateColour(kg: number): PlateColour | undefined {
  return PLATE_COLOURS[String(kg)];
}

/** Total load in kg: the bar, each plate on both sides, and a collar on each sleeve. */
export function loadTotal(barKg: number, platesPerSide: readonly number[], collarKg = 0): number {
  const side = platesPerSide.reduce((sum, kg) => sum + kg, 0) + collarKg;
  return Math.round((barKg + 2 * side) * 100) / 100;
}

const fillClass: Record<PlateColour, string> = {
  red: 'fill-plate-red',
  blue: 'fill-plate-blue',
  yellow: 'fill-plate-yellow',
  green: 'fill-plate-green',
  white: 'fill-plate-white',
};

/** Plate face height (viewBox units) and thickness by weight: bumpers ≥ 10 kg share the full 450 mm diameter. */
function plateShape(kg: number): { height: number; width: number } {
  if (kg >= 10) return { height: 180, width: kg >= 20 ? 26 : kg >= 15 ? 22 : 16 };
  if (kg >= 5) return { height: 130, width: 12 };
  if (kg >= 2) return { height: 100, width: 10 };
  return { height: 80, width: 8 };
}

export interface PlateLoadPreviewProps extends Omit<ComponentProps<'svg'>, 'children'> {
  /** Bar weight in kg (20 men's, 15 women's). */
  barKg: number;
  /** Plates on each sleeve, inside out, in kg. */
  platesPerSide: number[];
  /** Collar weight per sleeve in kg (2.5 competition collars); 0 draws none. */
  collarKg?: number;
  /** Accessible description; `{0}` is the plates, `{1}` the total; default 'Bar loaded with {0} per side, {1} kg in total'. */
  label?: string;
  /** Word for an empty bar; default 'no plates'. */
  emptyLabel?: string;
}

/**
 * A side view of a loaded barbell drawn in SVG: plates in their federation colours, sized by
 * weight, collars and the total in kg. Colours come from the theme's plate tokens.
 */
export function PlateLoadPreview({
  barKg,
  platesPerSide,
  collarKg = 0,
  label = 'Bar loaded with {0} per side, {1} kg in total',
  emptyLabel = 'no plates',
  className,
  ...props
}: PlateLoadPreviewProps) {
  const total = loadTotal(barKg, platesPerSide, collarKg);
  const plates = platesPerSide.length > 0 ? platesPerSide.map((kg) => `${kg} kg`).join(', ') : emptyLabel;
  const description = formatMessage(label, [plates, total]);
  const centre = 110;
  const sleeveStart = { left: 190, right: 410 };

  const side = (direction: 1 | -1) => {
    let offset = 0;
    const x0 = direction === 1 ? sleeveStart.right : sleeveStart.left;
    const shapes = platesPerSide.map((kg, index) => {
      const { height, width } = plateShape(kg);
      const x = direction === 1 ? x0 + offset : x0 - offset - width;
      offset += width + 2;
      const colour = plateColour(kg);
      return (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: plates are positional on the sleeve
          key={index}
          x={x}
          y={centre - height / 2}
          width={width}
          height={height}
          rx={2}
          className={cn(colour ? fillClass[colour] : 'fill-grey-900', 'stroke-grey-900/40')}
          strokeWidth={1}
        />
      );
    });
    if (collarKg > 0) {
      const x = direction === 1 ? x0 + offset : x0 - offset - 10;
      shapes.push(
        <rect key="collar" x={x} y={centre - 18} width={10} height={36} rx={2} className="fill-grey-500" />,
      );
    }
    return shapes;
  };

  return (
    <svg
      viewBox="0 0 600 240"
      role="img"
      aria-label={description}
      data-slot="plate-load-preview"
      className={cn('h-auto w-full bg-grey-100', className)}
      {...props}
    >
      <rect x="40" y={centre - 5} width="520" height="10" rx="2" className="fill-grey-400" />
      <rect x="40" y={centre - 8} width="150" height="16" rx="3" className="fill-grey-500" />
      <rect x="410" y={centre - 8} width="150" height="16" rx="3" className="fill-grey-500" />
      <rect x="182" y={centre - 16} width="8" height="32" className="fill-grey-700" />
      <rect x="410" y={centre - 16} width="8" height="32" className="fill-grey-700" />
      {side(-1)}
      {side(1)}
      <text x="300" y="225" textAnchor="middle" className="fill-ink font-display text-[22px] tabular">
        {total} kg
      </text>
    </svg>
  );
}
