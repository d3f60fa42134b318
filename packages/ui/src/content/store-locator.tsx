'use client';

import { type DistanceUnit, distanceIn } from '@ironmark/channel';
import { type ExtendedFeatureCollection, geoEqualEarth, geoPath } from 'd3-geo';
import { type ComponentProps, type MouseEvent, useId, useMemo, useState } from 'react';
import { feature } from 'topojson-client';
import countries110m from 'world-atlas/countries-110m.json';
import { cn } from '../shell/cn';
import { type GeoPoint, sortByDistance } from './distance';

/** A store or dealer shown on the locator. */
export interface Store extends GeoPoint {
  id: string;
  name: string;
  address: string;
  phone?: string;
  url?: string;
}

/** A named point the list can be sorted from. */
export interface NamedPoint extends GeoPoint {
  id: string;
  label: string;
}

/** Texts of the store locator. */
export interface StoreLocatorLabels {
  title: string;
  map: string;
  sortFrom: string;
  chosenPoint: string;
  /** `{0}` is the distance in whole kilometres. */
  distance: string;
  /** `{0}` is the distance in whole miles (used when `unit` is 'mi'). */
  distanceMiles: string;
  website: string;
}

/** English defaults of {@link StoreLocatorLabels}. */
export const defaultStoreLocatorLabels: StoreLocatorLabels = {
  title: 'Find a store',
  map: 'Map of stores',
  sortFrom: 'Sort stores by distance from',
  chosenPoint: 'The point chosen on the map',
  distance: '{0} km',
  distanceMiles: '{0} mi',
  website: 'Website',
};

const WIDTH = 960;
const HEIGHT = 480;

// The world is drawn once per module from the bundled 1:110m atlas — no tile server.
type TopologyInput = Parameters<typeof feature>[0];
const topology = countries110m as unknown as TopologyInput;
const land = feature(
  topology,
  topology.objects.countries as Parameters<typeof feature>[1],
) as unknown as ExtendedFeatureCollection;
const projection = geoEqualEarth().fitExtent(
  [
    [8, 8],
    [WIDTH - 8, HEIGHT - 8],
  ],
  land,
);
const path = geoPath(projection);
const countryPaths = land.features.map((country, index) => ({
  id: String(country.id ?? index),
  d: path(country) ?? '',
}));

export interface StoreLocatorProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Stores and dealers shown on the map and in the list. */
  stores: readonly Store[];
  /** Points to sort from (e.g. cities or the visitor's location); the first is chosen initially. */
  origins: readonly NamedPoint[];
  /** Called when the sort point changes (from the select or a click on the map). */
  onOriginChange?: (point: GeoPoint) => void;
  /** Texts of the search, map and list; English defaults ({@link defaultStoreLocatorLabels}). */
  labels?: Partial<StoreLocatorLabels>;
  /** The unit distances are shown in (channel's `distanceUnit`); default 'km'. */
  unit?: DistanceUnit;
}

/**
 * The store locator: a world map drawn as SVG from bundled geodata (d3-geo + topojson-client +
 * world-atlas 1:110m) with a pin per store, and the store list sorted by great-circle distance from
 * the chosen point (a named point, or any point clicked on the map).
 */
export function StoreLocator({
  stores,
  origins,
  onOriginChange,
  labels: labelOverrides,
  unit = 'km',
  className,
  ...props
}: StoreLocatorProps) {
  const labels = { ...defaultStoreLocatorLabels, ...labelOverrides };
  const id = useId();
  const [originId, setOriginId] = useState(origins[0]?.id ?? '');
  const [clicked, setClicked] = useState<GeoPoint | null>(null);
  const origin: GeoPoint | null = clicked ?? origins.find((o) => o.id === originId) ?? null;
  const sorted = useMemo(
    () => (origin ? sortByDistance(stores, origin) : stores.map((s) => ({ ...s, distanceKm: Number.NaN }))),
    [stores, origin],
  );
  const nearest = sorted[0]?.id;

  const choose = (point: GeoPoint) => onOriginChange?.(point);
  const onMapClick = (event: MouseEvent<SVGSVGElement>) => {
    const svg = event.currentTarget;
    const box = svg.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    const y = ((event.clientY - box.top) / box.height) * HEIGHT;
    const inverted = projection.invert?.([x, y]);
    if (!inverted || inverted.some((v) => !Number.isFinite(v))) return;
    const point = { lon: inverted[0], lat: inverted[1] };
    setClicked(point);
    choose(point);
  };
  const originXY = origin ? projection([origin.lon, origin.lat]) : null;

  return (
    <section
      data-slot="store-locator"
      aria-labelledby={`${id}-title`}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-medium tracking-wide uppercase">
        {labels.title}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-origin`} className="text-sm font-medium">
          {labels.sortFrom}
        </label>
        <select
          id={`${id}-origin`}
          value={clicked ? '__map' : originId}
          onChange={(event) => {
            const next = origins.find((o) => o.id === event.target.value);
            if (!next) return;
            setClicked(null);
            setOriginId(next.id);
            choose(next);
          }}
          className="min-h-11 max-w-sm rounded-xs border border-line bg-surface px-3 text-ink"
        >
          {origins.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
          {clicked && <option value="__map">{labels.chosenPoint}</option>}
        </select>
      </div>
      <div className="grid gap-6 desk:grid-cols-[3fr_2fr]">
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the select above is the keyboard way to choose the point */}
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={labels.map}
          onClick={onMapClick}
          className="h-auto w-full cursor-crosshair border border-line bg-grey-100"
        >
          <g data-slot="countries" className="fill-grey-300 stroke-paper" strokeWidth={0.5}>
            {countryPaths.map((country) => (
              <path key={country.id} d={country.d} />
            ))}
          </g>
          <g data-slot="pins">
            {stores.map((store) => {
              const xy = projection([store.lon, store.lat]);
              if (!xy) return null;
              return (
                <circle
                  key={store.id}
                  data-store={store.id}
                  cx={xy[0]}
                  cy={xy[1]}
                  r={store.id === nearest ? 7 : 5}
                  className={cn(store.id === nearest ? 'fill-accent' : 'fill-ink', 'stroke-paper')}
                  strokeWidth={1.5}
                />
              );
            })}
          </g>
          {originXY && (
            <g
              data-slot="origin"
              transform={`translate(${originXY[0]} ${originXY[1]})`}
              className="stroke-accent"
              fill="none"
            >
              <circle r={9} strokeWidth={2} />
              <path d="M-14 0h8M6 0h8M0 -14v8M0 6v8" strokeWidth={2} />
            </g>
          )}
        </svg>
        <ol aria-label={labels.title} className="flex flex-col divide-y divide-line border-y border-line">
          {sorted.map((store) => (
            <li key={store.id} data-store={store.id} className="flex items-start justify-between gap-4 py-3">
              <div>
                <p className="font-display font-medium tracking-wide uppercase">{store.name}</p>
                <p className="text-sm text-muted">{store.address}</p>
                {store.phone && (
                  <a
                    href={`tel:${store.phone.replace(/\s+/g, '')}`}
                    className="inline-flex min-h-11 items-center text-sm underline-offset-4 hover:underline"
                  >
                    {store.phone}
                  </a>
                )}
                {store.url && (
                  <a
                    href={store.url}
                    className="ml-4 inline-flex min-h-11 items-center text-sm underline underline-offset-4 hover:text-accent"
                  >
                    {labels.website}
                    <span className="sr-only">: {store.name}</span>
                  </a>
                )}
              </div>
              {Number.isFinite(store.distanceKm) && (
                <p className="tabular shrink-0 text-sm">
                  {(unit === 'mi' ? labels.distanceMiles : labels.distance).replace(
                    '{0}',
                    Math.round(distanceIn(store.distanceKm, unit)).toLocaleString('en'),
                  )}
                </p>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
