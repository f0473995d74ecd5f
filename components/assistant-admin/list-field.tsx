"use client";

import { useState } from "react";
import { Field } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";

export type ListFieldProps = {
  label: string;
  description?: string;
  value: string[];
  onChange: (items: string[]) => void;
  onBlur?: () => void;
  error?: string;
};

const toText = (items: string[]) => items.join("\n");
const toItems = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * A list of short texts edited as one item per line. The raw text is kept locally so blank lines
 * can be typed; the form receives the trimmed, non-empty items.
 */
export function ListField({ label, description, value, onChange, onBlur, error }: ListFieldProps) {
  const [text, setText] = useState(() => toText(value));
  const [seen, setSeen] = useState(value);

  // A reset (load, discard) replaces the items from outside: show them (adjusting state during render).
  if (value !== seen) {
    setSeen(value);
    if (toText(toItems(text)) !== toText(value)) setText(toText(value));
  }

  return (
    <Field label={label} description={description ?? "One per line."} error={error}>
      <Textarea
        rows={Math.min(8, Math.max(3, value.length + 1))}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(toItems(e.target.value));
        }}
        onBlur={onBlur}
      />
    </Field>
  );
}
