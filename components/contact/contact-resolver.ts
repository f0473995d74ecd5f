import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchema } from "@/lib/schemas/contact";

/** The contact form's validation, split into its own chunk: zod loads when the visitor starts typing. */
export const contactResolver = zodResolver(contactSchema);
