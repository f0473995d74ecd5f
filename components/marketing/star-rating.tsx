import { StarIcon } from "@/components/icons/star";

/** Five stars, read out once as "Rated 5 out of 5". */
export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${outOf}`} className="flex gap-0.5 text-amber-500">
      {Array.from({ length: outOf }, (_, i) => (
        <StarIcon key={i} aria-hidden="true" className="size-5" fill={i < rating ? "currentColor" : "none"} />
      ))}
    </div>
  );
}
