import { dateTimeFormat, formatMessage } from '@ironmark/channel';
import { Star } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';

/** One customer review; `rating` is 1–5, `date` an ISO date. */
export interface Review {
  id: string;
  author: string;
  rating: number;
  title?: string;
  body: string;
  date: string;
}

/** Average of the ratings rounded to one decimal, 0 without reviews. */
export function averageRating(reviews: Pick<Review, 'rating'>[]): number {
  if (reviews.length === 0) return 0;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

export interface RatingProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** 0–5, halves drawn as half stars. */
  value: number;
  /** Accessible text; `{0}` is the value; default '{0} out of 5 stars'. */
  label?: string;
}

/** Five stars with an accessible 'N out of 5 stars' name. */
export function Rating({ value, label = '{0} out of 5 stars', className, ...props }: RatingProps) {
  return (
    <span
      role="img"
      aria-label={formatMessage(label, [value])}
      data-slot="rating"
      className={cn('inline-flex text-ink', className)}
      {...props}
    >
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = Math.max(0, Math.min(1, value - (star - 1)));
        return (
          <span key={star} className="relative size-4" aria-hidden="true">
            <Star className="absolute inset-0 size-4 text-grey-400" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className="size-4 fill-current" />
            </span>
          </span>
        );
      })}
    </span>
  );
}

/** Texts of {@link Reviews}; English defaults. */
export interface ReviewsLabels {
  heading: string;
  /** `{0}` is the number of reviews. */
  count: string;
  empty: string;
  rating: string;
}

/** English defaults of {@link ReviewsLabels}. */
export const defaultReviewsLabels: ReviewsLabels = {
  heading: 'Reviews',
  count: '{0} reviews',
  empty: 'No reviews yet.',
  rating: '{0} out of 5 stars',
};

export interface ReviewsProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Reviews shown, newest first. */
  reviews: Review[];
  /** Locale used to format dates and ratings; default 'en-US'. */
  locale?: string;
  /** Texts of the section; English defaults ({@link defaultReviewsLabels}). */
  labels?: Partial<ReviewsLabels>;
}

/** Reviews with their average rating and count, newest first as given. */
export function Reviews({
  reviews,
  locale = 'en-US',
  labels: labelOverrides,
  className,
  ...props
}: ReviewsProps) {
  const labels = { ...defaultReviewsLabels, ...labelOverrides };
  const average = averageRating(reviews);
  const dateFormat = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section
      aria-label={labels.heading}
      data-slot="reviews"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-3">
        <p className="tabular font-display text-3xl font-semibold">{average.toFixed(1)}</p>
        <Rating value={average} label={labels.rating} />
        <p className="tabular text-sm text-muted">{formatMessage(labels.count, [reviews.length], locale)}</p>
      </div>
      {reviews.length === 0 ? (
        <p className="text-sm text-muted">{labels.empty}</p>
      ) : (
        <ul className="flex flex-col">
          {reviews.map((review) => (
            <li key={review.id} className="flex flex-col gap-1 border-t border-line py-4">
              <div className="flex items-center gap-3">
                <Rating value={review.rating} label={labels.rating} />
                {review.title && <p className="font-medium">{review.title}</p>}
              </div>
              <p className="text-sm">{review.body}</p>
              <p className="text-xs text-muted">
                {review.author} ·{' '}
                <time dateTime={review.date}>{dateFormat.format(new Date(review.date))}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The product page's reviews section: its heading (`labels.heading`) over {@link Reviews}. It holds
 * no state, so the page renders it on the server and hands it to `ProductDetails` as children: it
 * never hydrates, and its dates are formatted where the page is rendered, not on the phone.
 */
export function ProductReviews(props: ReviewsProps) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-display text-2xl font-semibold uppercase">
        {props.labels?.heading ?? defaultReviewsLabels.heading}
      </h2>
      <Reviews {...props} />
    </div>
  );
}
