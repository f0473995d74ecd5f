"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { SampleLeadCard, type SampleRunState } from "@/components/leads/sample-lead-card";
import { ValidationSummary } from "@/components/leads/validation-summary";
import { submitLead } from "@/lib/client/leads";
import { VALIDATION_TEST_DELAY_MS } from "@/lib/constants";
import { SAMPLE_LEADS, type SampleLead } from "@/lib/verification/sample-leads";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lead Validation System Test (crm spec §2): the four samples go through the real verification
 * with POST /api/leads?dryRun=1, so nothing is stored and no e-mail is sent. Failed requests are
 * ignored silently (spec §8): the sample simply keeps no result.
 */
export function ValidationTest() {
  const [runs, setRuns] = useState<SampleRunState[]>(() => SAMPLE_LEADS.map(() => ({ status: "idle" })));
  const [progress, setProgress] = useState<{ done: number } | null>(null);
  const running = progress !== null || runs.some((r) => r.status === "running");

  const setRun = (index: number, run: SampleRunState) => setRuns((prev) => prev.map((r, i) => (i === index ? run : r)));

  const test = async (sample: SampleLead, index: number) => {
    const previous = runs[index] ?? { status: "idle" };
    setRun(index, { status: "running" });
    try {
      const { fullName, agencyName, email, phone, leadType, address } = sample;
      const answer = await submitLead({ fullName, agencyName, email, phone, leadType, address }, { dryRun: true });
      setRun(index, answer?.success ? { status: "done", result: answer.validationResult } : previous);
    } catch {
      setRun(index, previous);
    }
  };

  const runAll = async () => {
    setProgress({ done: 0 });
    for (const [index, sample] of SAMPLE_LEADS.entries()) {
      await sleep(VALIDATION_TEST_DELAY_MS);
      await test(sample, index);
      setProgress({ done: index + 1 });
    }
    setProgress(null);
  };

  const results = runs.flatMap((r, i) => (r.status === "done" ? [{ result: r.result, sample: SAMPLE_LEADS[i]! }] : []));
  const matches = results.filter(({ result, sample }) => result.isValid === sample.expectedValid).length;

  return (
    <div className="grid gap-6">
      <div className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm sm:grid-cols-[auto_1fr] sm:items-center sm:gap-6">
        <Button size="lg" onClick={runAll} disabled={running}>
          {progress ? "Running Tests..." : "Run All Validation Tests"}
        </Button>
        <div className="grid gap-2" aria-live="polite">
          <p className="text-sm text-muted-foreground">
            {progress
              ? `Testing lead ${Math.min(progress.done + 1, SAMPLE_LEADS.length)} of ${SAMPLE_LEADS.length}...`
              : `Runs the ${SAMPLE_LEADS.length} samples in turn, one second apart. Dry run: nothing is stored.`}
          </p>
          <Progress
            value={progress ? progress.done : results.length}
            max={SAMPLE_LEADS.length}
            aria-label="Validation test progress"
            className={progress ? undefined : "invisible"}
          />
        </div>
      </div>

      {results.length > 0 && (
        <ValidationSummary results={results.map((r) => r.result)} matches={matches} />
      )}

      <div className="grid gap-6 md:grid-cols-2">
        {SAMPLE_LEADS.map((sample, index) => (
          <SampleLeadCard
            key={sample.email}
            sample={sample}
            run={runs[index] ?? { status: "idle" }}
            busy={running}
            onTest={() => void test(sample, index)}
          />
        ))}
      </div>
    </div>
  );
}
