import "server-only";
// The handlers of GET /api/people/{pnr} (a person's appointments known here) and GET /api/people?company=&pnr= (the
// linked-company risk of a company's officers), read from the directory and audited like every lookup. The
// directory's silence is an answer (no appointment known: 404 for a person, no linked company for officers); an
// unreadable directory is a 503 problem.
import { problem, problemResponse } from "@/lib/api/problem";
import { defineRoute, endpoint } from "@/lib/api/route";
import { errorSummary } from "@/lib/api/with-api";
import { OFFICERS_LINKED_RISK, PERSON_APPOINTMENTS } from "@/lib/audit/audited-operations";
import { directoryRoute } from "@/lib/directory/directory-route";
import { directoryStore } from "@/lib/directory/directory";
import { log } from "@/lib/log";
import { readOfficersInput, readPnr } from "./people-input";
import { officersLinkedAnswer, personAnswer } from "./person";

export const personRoute = defineRoute({
  subject: "A person's appointments are read-only",
  methods: {
    GET: endpoint({
      lane: "store",
      input: (call) => readPnr(call.params.pnr),
      audit: { operation: PERSON_APPOINTMENTS, company: () => null, params: (_input, _body, call) => ({ pnr: (call.params.pnr ?? "").slice(0, 40) }) },
      handler: async ({ input, requestId }) => {
        let answer: ReturnType<typeof personAnswer>;
        try {
          answer = personAnswer(input.pnr, await directoryStore().appointmentsOf([input.pnr]), new Date());
        } catch (error) {
          log.error({ requestId, err: errorSummary(error) }, "a person's appointments failed");
          return problemResponse(problem("directory-unavailable", `The company directory could not be read for a person's appointments (request ${requestId}).`));
        }
        if (!answer) return problemResponse(problem("not-found", `No appointment of person ${input.pnr} is known to this dashboard: it learns them from the companies it reads.`));
        return { data: answer };
      },
    }),
  },
});

export const officersLinkedRoute = directoryRoute({
  operation: OFFICERS_LINKED_RISK,
  subject: "the officers' linked-company risk",
  read: readOfficersInput,
  company: (input) => input.company,
  answer: async ({ company, people }) => officersLinkedAnswer(company, await directoryStore().appointmentsOf(people), new Date()),
});
