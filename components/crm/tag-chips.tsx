/** A record's tags as small chips outlined in each tag's colour. */
export function TagChips({ tags }: { tags: { id: number; name: string; color: string }[] }) {
  if (tags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {tags.map((t) => (
        <span key={t.id} className="rounded-full border px-2 py-0.5 text-xs" style={{ borderColor: t.color }}>
          {t.name}
        </span>
      ))}
    </span>
  );
}
