/**
 * A real local OpenAI-compatible HTTP server (Bun.serve on a loopback port)
 * for tests: POST /v1/chat/completions answers as told — a given answer, a
 * malformed one, an HTTP error, or slowly. It records every request body.
 */

export type FakeBehaviour =
  /** 200 with this assistant message content (good, malformed or invalid). */
  | { readonly kind: "answer"; readonly content: string }
  /** 200 with a refusal instead of content. */
  | { readonly kind: "refusal"; readonly refusal: string }
  /** An error status with an OpenAI-style error body. */
  | { readonly kind: "error"; readonly status: number }
  /** Answers with `content` only after `delayMs` (or when the server stops). */
  | { readonly kind: "slow"; readonly delayMs: number; readonly content: string }

export interface FakeOpenAi {
  /** Base URL to give the SDK (`http://127.0.0.1:<port>/v1`). */
  readonly baseUrl: string
  /** Parsed JSON bodies of the chat completion requests received so far. */
  readonly requests: ReadonlyArray<unknown>
  /** Authorization headers received, to check what the SDK sent. */
  readonly authorizations: ReadonlyArray<string | null>
  behave: (behaviour: FakeBehaviour) => void
  /** Resolves once the next request has arrived (for TestClock-driven timeouts). */
  nextRequest: () => Promise<void>
  stop: () => Promise<void>
}

const completion = (message: { content: string | null; refusal: string | null }) => ({
  id: "chatcmpl-fake",
  object: "chat.completion",
  created: Math.floor(Date.now() / 1000),
  model: "fake-model",
  choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: "stop", logprobs: null }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 }
})

export const startFakeOpenAi = (initial: FakeBehaviour = { kind: "error", status: 500 }): FakeOpenAi => {
  let behaviour = initial
  const requests: Array<unknown> = []
  const authorizations: Array<string | null> = []
  let waiters: Array<() => void> = []
  const pending = new Set<() => void>()

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer)
        pending.delete(release)
        resolve()
      }
      const timer = setTimeout(release, ms)
      pending.add(release)
    })

  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: async (request) => {
      const url = new URL(request.url)
      if (request.method !== "POST" || url.pathname !== "/v1/chat/completions") {
        return Response.json({ error: { message: "not found", type: "invalid_request_error" } }, { status: 404 })
      }
      requests.push(await request.json())
      authorizations.push(request.headers.get("authorization"))
      const current = behaviour
      for (const wake of waiters) wake()
      waiters = []
      switch (current.kind) {
        case "answer":
          return Response.json(completion({ content: current.content, refusal: null }))
        case "refusal":
          return Response.json(completion({ content: null, refusal: current.refusal }))
        case "error":
          return Response.json(
            { error: { message: "the fake model is down", type: "server_error", code: null, param: null } },
            { status: current.status }
          )
        case "slow":
          await delay(current.delayMs)
          return Response.json(completion({ content: current.content, refusal: null }))
      }
    }
  })

  return {
    baseUrl: `http://127.0.0.1:${server.port}/v1`,
    requests,
    authorizations,
    behave: (next) => {
      behaviour = next
    },
    nextRequest: () => new Promise<void>((resolve) => waiters.push(resolve)),
    stop: async () => {
      for (const release of [...pending]) release()
      await server.stop(true)
    }
  }
}
