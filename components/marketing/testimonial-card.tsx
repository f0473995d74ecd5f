import type { Testimonial } from "@/content";
import { StarRating } from "@/components/marketing/star-rating";

/** A testimonial with its 5-star rating and attribution. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-pretty text-base leading-relaxed">&ldquo;{testimonial.quote}&rdquo;</blockquote>
      <figcaption className="mt-6 border-t pt-4 text-sm">
        <span className="block font-semibold">{testimonial.name}</span>
        <span className="text-muted-foreground">
          {testimonial.role}, {testimonial.agency} · {testimonial.city}
        </span>
      </figcaption>
    </figure>
  );
}
