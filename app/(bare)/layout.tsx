/** Ad landing pages (/fb-ad, /texas-insurance): no shared header or footer. */
export default function BareLayout({ children }: { children: React.ReactNode }) {
  return <main id="main">{children}</main>;
}
