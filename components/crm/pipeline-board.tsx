"use client";

import { useState } from "react";
import { Link } from "@/components/ui/link";
import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { GripVerticalIcon } from "lucide-react";
import { StageSelect, announceMove, moveOpportunity, type StageOption } from "@/components/crm/stage-select";
import { stageColorClass } from "@/components/crm/stage-colors";
import type { OpportunityRow } from "@/components/crm/opportunities-table";
import { formatDate, formatMoney, stageLabel } from "@/lib/crm/format";
import { cn } from "@/lib/utils";

export type BoardColumnData = { stage: StageOption; count: number; total: string; cards: OpportunityRow[] };

/**
 * The pipeline board: one column per stage of the default pipeline, deals dragged between them
 * (dnd-kit; pointer, touch and keyboard: focus the handle, Space, arrows, Space). Every card also
 * has the stage select, the plain keyboard and screen-reader way. A move is shown at once and
 * undone if the server refuses it; columns show the stage's count and value.
 */
export function PipelineBoard({ columns: initial }: { columns: BoardColumnData[] }) {
  const [columns, setColumns] = useState(initial);
  // New data from the server (after a refresh or a search): start from it.
  const [source, setSource] = useState(initial);
  if (source !== initial) {
    setSource(initial);
    setColumns(initial);
  }
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  const stages = columns.map((c) => c.stage);

  const move = (card: OpportunityRow, to: string) =>
    setColumns((cols) =>
      cols.map((c) => {
        const amount = Number(card.amount ?? 0);
        if (c.stage.value === card.stage) return { ...c, count: c.count - 1, total: String(Number(c.total) - amount), cards: c.cards.filter((x) => x.id !== card.id) };
        if (c.stage.value === to) return { ...c, count: c.count + 1, total: String(Number(c.total) + amount), cards: [{ ...card, stage: to }, ...c.cards] };
        return c;
      }),
    );

  const onDragEnd = async (e: DragEndEvent) => {
    const to = e.over?.id ? String(e.over.id) : null;
    const card = columns.flatMap((c) => c.cards).find((x) => String(x.id) === String(e.active.id));
    if (!to || !card || card.stage === to) return;
    move(card, to);
    // The stage-move server action; its answer brings the refreshed board.
    const answer = await moveOpportunity(card.id, to);
    announceMove(answer);
    if (answer.status !== "success") move({ ...card, stage: to }, card.stage);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(columns, active.id)}.`,
          onDragOver: ({ active, over }) => (over ? `${nameOf(columns, active.id)} is over ${stageLabel(String(over.id))}.` : `${nameOf(columns, active.id)} is not over a stage.`),
          onDragEnd: ({ active, over }) => (over ? `${nameOf(columns, active.id)} dropped in ${stageLabel(String(over.id))}.` : "Dropped outside the board; nothing changed."),
          onDragCancel: ({ active }) => `Moving ${nameOf(columns, active.id)} was cancelled.`,
        },
        screenReaderInstructions: { draggable: "To move a deal, press Space, use the arrow keys to reach another stage, and press Space again. Or use the deal's stage select." },
      }}
    >
      <div className="relative grid auto-cols-[minmax(15rem,1fr)] grid-flow-col gap-3 overflow-x-auto pb-2" aria-label="Pipeline board">
        {columns.map((col) => (
          <StageColumn key={col.stage.value} column={col} stages={stages} />
        ))}
      </div>
    </DndContext>
  );
}

function nameOf(columns: BoardColumnData[], id: string | number): string {
  return columns.flatMap((c) => c.cards).find((x) => String(x.id) === String(id))?.name ?? "the deal";
}

function StageColumn({ column, stages }: { column: BoardColumnData; stages: StageOption[] }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage.value });
  const more = column.count - column.cards.length;
  return (
    <section
      ref={setNodeRef}
      aria-label={`${stageLabel(column.stage.value)} stage`}
      data-stage-column={column.stage.value}
      className={cn("flex min-h-48 flex-col gap-2 rounded-lg border bg-muted/30 p-2", isOver && "ring-2 ring-primary")}
    >
      <header className={cn("rounded-md border px-2 py-1", stageColorClass(column.stage.value))}>
        <h3 className="text-sm font-semibold capitalize">{stageLabel(column.stage.value)}</h3>
        <p className="text-xs">
          {column.count.toLocaleString("en-US")} {column.count === 1 ? "deal" : "deals"} · {formatMoney(column.total)}
        </p>
      </header>
      <ul className="flex flex-col gap-2">
        {column.cards.map((card) => (
          <DealCard key={card.id} card={card} stages={stages} />
        ))}
      </ul>
      {more > 0 && (
        <Link href={`?tab=opportunities&stage=${column.stage.value}`} className="px-1 text-xs text-primary hover:underline">
          {more.toLocaleString("en-US")} more in the list
        </Link>
      )}
    </section>
  );
}

function DealCard({ card, stages }: { card: OpportunityRow; stages: StageOption[] }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: card.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      data-deal-id={card.id}
      className={cn("rounded-md border bg-background p-2 text-sm shadow-xs", isDragging && "z-10 opacity-80 shadow-lg")}
    >
      <div className="flex items-start gap-1">
        <button
          type="button"
          {...listeners}
          {...attributes}
          aria-label={`Move ${card.name}`}
          className="mt-0.5 cursor-grab touch-none rounded p-0.5 text-muted-foreground hover:bg-accent focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
        >
          <GripVerticalIcon aria-hidden="true" className="size-4" />
        </button>
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-medium leading-tight">{card.name}</p>
          <p className="truncate text-xs text-muted-foreground">{card.account.name}</p>
          <p className="text-xs">
            {card.amount ? formatMoney(card.amount) : "No value"} · {card.probability}% · {formatDate(card.closeDate)}
          </p>
          <StageSelect key={`${card.id}-${card.stage}`} id={card.id} name={card.name} stage={card.stage} stages={stages} />
        </div>
      </div>
    </li>
  );
}
