import { describe, expect, it } from "vitest";
import { startingInTurns } from "@/server/db/turns";

describe("startingInTurns (docs/decisions/034-database-statements-take-turns.md)", () => {
  it("starts each call in an event-loop turn of its own, in the order of the calls", async () => {
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const started: { name: string; turn: number }[] = [];
    const client = {
      prefix: "answer ",
      async query(name: string) {
        started.push({ name, turn });
        return this.prefix + name;
      },
      describe() {
        return this.prefix.trim();
      },
    };
    const gated = startingInTurns(client, ["query"]);
    const answers = await Promise.all(["a", "b", "c"].map((name) => gated.query(name)));
    ticking = false;
    expect(answers).toEqual(["answer a", "answer b", "answer c"]);
    expect(started.map((s) => s.name)).toEqual(["a", "b", "c"]);
    expect(new Set(started.map((s) => s.turn)).size).toBe(3);
    // Everything else is the client's own, with the client as `this`.
    expect(gated.describe()).toBe("answer");
  });

  it("a call that fails does not stop the ones after it", async () => {
    const gated = startingInTurns(
      {
        async query(fail: boolean) {
          if (fail) throw new Error("refused");
          return "ok";
        },
      },
      ["query"],
    );
    const [failed, after] = await Promise.allSettled([gated.query(true), gated.query(false)]);
    expect(failed.status).toBe("rejected");
    expect(after).toEqual({ status: "fulfilled", value: "ok" });
  });
});
