import { PhoneIcon } from "@/components/icons/phone";
import { buttonVariants } from "@/components/ui/button";
import { siteConfig } from "@/lib/site";
import { cn } from "@/lib/utils";

/** A tel: link styled as a button. The label usually contains the number ("Call (512) 555-0199"). */
export function CallLink({
  label,
  variant = "outline",
  size = "lg",
  className,
}: {
  label: string;
  variant?: "default" | "outline" | "secondary" | "ghost";
  size?: "default" | "lg" | "sm";
  className?: string;
}) {
  const site = siteConfig();
  return (
    <a href={site.phoneHref} className={cn(buttonVariants({ variant, size }), className)}>
      <PhoneIcon aria-hidden="true" />
      {label}
    </a>
  );
}
