"use client";

import { useRouter } from "next/navigation";
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, PointerEvent, Ref } from "react";

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** false: keep the scroll position (tabs, pagination). */
  scroll?: boolean;
  /** false: no prefetch when the pointer or focus reaches the link. */
  prefetch?: boolean;
};

/** A path on this site ("/pricing", "/blog/1#faq"); not "//host" or "/\host" (browsers read both as another host), not mailto: or tel:. */
function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}

/** Clicks the browser should keep: a new tab or window, a download, another button, a modifier key. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute("target");
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== "_self") ||
    anchor.hasAttribute("download")
  );
}

/**
 * The site's link: a plain <a> that navigates with the app router (no full page load; the chat panel and
 * the header's state stay) and prefetches the target when the pointer or keyboard focus reaches it.
 * Used instead of next/link, whose client module and helpers (~4 kB gzip) were almost half of what every
 * public page shipped over a bare Next.js page (issue 20's profile). It calls the same router as next/link
 * (router.push / router.replace / router.prefetch); what it leaves out is next/link's prefetch of every link
 * scrolled into view, URL objects and useLinkStatus, none of which this site uses. Other origins, mailto:,
 * tel: and modified clicks keep the browser's own behaviour.
 */
export function Link({ href, replace = false, scroll = true, prefetch = true, onClick, onPointerEnter, onFocus, onTouchStart, ...rest }: LinkProps) {
  const router = useRouter();
  const internal = isSitePath(href);

  const warm = () => {
    if (internal && prefetch) router.prefetch(href);
  };

  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!internal || browserHandles(event)) return;
        event.preventDefault();
        if (replace) router.replace(href, { scroll });
        else router.push(href, { scroll });
      }}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        warm();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        warm();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        warm();
      }}
    />
  );
}
