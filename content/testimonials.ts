import type { Testimonial } from "./types";

/** The two testimonials shown on Home and on Success Stories (/testimonials), each with a 5-star rating. */
export const testimonials: Testimonial[] = [
  {
    id: "maria-gonzalez",
    name: "Maria Gonzalez",
    role: "Agency Owner",
    agency: "Gonzalez Family Insurance",
    city: "San Antonio, TX",
    quote:
      "We used to spend half the morning calling numbers that didn't work. Now the leads come in verified, with the details we need before we dial, and about half of our new households want to talk in Spanish, so the bilingual scripts alone were worth it. Our conversion rate is up about 40%, and when a lead is bad, it's replaced without an argument.",
    rating: 5,
  },
  {
    id: "james-whitaker",
    name: "James Whitaker",
    role: "Principal Agent",
    agency: "Gulf Coast Shield Insurance Group",
    city: "Houston, TX",
    quote:
      "Before hurricane season we ran their pre-season review campaign with our coastal clients and the new homeowner leads. We wrote more flood policies in two months than in the whole previous year, and our retention after Beryl was the best it's ever been. The team responds the same day, every time.",
    rating: 5,
  },
];
