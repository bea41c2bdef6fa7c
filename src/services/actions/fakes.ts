// Test doubles shared by the action tests: a recording logger, a scripted actions API, an action maker.
import { vi, type Mock } from 'vitest'
import type { ActionReport } from '../../api/requests'
import type { Action } from '../../api/types'
import type { Logger } from '../logger'
import type { ActionsApi } from './executor'

type LogFn = Logger['info']
export type FakeLog = { [K in keyof Logger]: Mock<LogFn> }

export function fakeLog(): FakeLog {
  return { info: vi.fn<LogFn>(), warn: vi.fn<LogFn>(), error: vi.fn<LogFn>() }
}

export function makeAction(id: number, action: string, params: Record<string, unknown> = {}): Action {
  return { id, remote: true, payload: { action, params }, created_at: '2026-11-23T10:00:00Z' }
}

export type FakeActionsApi = ActionsApi & {
  batches: (readonly unknown[] | false)[]
  reports: ActionReport[]
  getActions: Mock<ActionsApi['getActions']>
  setAction: Mock<ActionsApi['setAction']>
}

/** Answers each poll with the next scripted batch (then none) and records every report. */
export function fakeActionsApi(batches: (readonly unknown[] | false)[] = []): FakeActionsApi {
  const reports: ActionReport[] = []
  return {
    batches,
    reports,
    getActions: vi.fn<ActionsApi['getActions']>(async () => batches.shift() ?? []),
    setAction: vi.fn<ActionsApi['setAction']>(async (report) => {
      reports.push(report)
      return true
    }),
  }
}
