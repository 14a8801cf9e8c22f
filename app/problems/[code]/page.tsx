// /problems/{code} — what a problem's `type` URL names: the code explained in words (what happened, what to do),
// open to anyone, as a script's author follows the link from an answer without a session.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PROBLEM_CODES, type ProblemCode } from "@/lib/api/problem-codes";
import { PROBLEM_EXPLANATIONS } from "@/lib/api/problem-explanations";

type Props = { params: Promise<{ code: string }> };

function known(code: string): code is ProblemCode {
  return Object.hasOwn(PROBLEM_CODES, code);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code } = await params;
  return { title: known(code) ? `Problem: ${PROBLEM_CODES[code].title}` : "Problem" };
}

export default async function ProblemPage({ params }: Props) {
  const { code } = await params;
  if (!known(code)) notFound();
  const { status, title } = PROBLEM_CODES[code];
  const { happened, todo } = PROBLEM_EXPLANATIONS[code];
  return (
    <main id="main" className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-12">
      <p className="text-ink-muted text-sm">
        Problem <code>{code}</code> · HTTP {status}
      </p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <section aria-labelledby="happened" className="flex flex-col gap-1">
        <h2 id="happened" className="font-semibold">What happened</h2>
        <p>{happened}</p>
      </section>
      <section aria-labelledby="todo" className="flex flex-col gap-1">
        <h2 id="todo" className="font-semibold">What to do</h2>
        <p>{todo}</p>
      </section>
      <p className="text-ink-muted text-sm">
        The answer&apos;s <code>detail</code> says what was wrong with that one request; <code>code</code> is stable
        for scripts to switch on.
      </p>
    </main>
  );
}
