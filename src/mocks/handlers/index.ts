import { http, HttpResponse } from 'msw'
import type { RequestHandler } from 'msw'
import type { DemoState } from '../state'
import { createActionHandlers } from './actions'
import { createBillViewHandlers } from './billview'
import { createCatalogueHandlers } from './catalogue'
import { createCommerceHandlers } from './commerce'
import { createControlHandlers } from './control'
import { createDeviceHandlers } from './device'
import { createFeedHandlers } from './feeds'
import { DEFAULT_ASSETS_DIR } from './files'
import { createFrontDeskHandlers } from './frontdesk'
import { on } from './http'
import { createMediaHandlers } from './media'
import { createObserveHandlers } from './observe'
import { createOrderHandlers } from './orders'
import { createServiceHandlers } from './services'
import { createSignageControls, createSignageHandlers } from './signage'
import { createSubtitleHandlers } from './subtitles'

export type HandlerOptions = {
  /** folder holding streams/ (default: the repository's assets/) */
  assetsDir?: string
}

/**
 * Every call of the demo hotel backend as msw handlers, in the order they must run: test controls,
 * then the request log and injected faults, then the hotel itself.
 */
export function createHandlers(state: DemoState, options: HandlerOptions = {}): RequestHandler[] {
  return [
    ...createControlHandlers(state),
    ...createSignageControls(state),
    ...createObserveHandlers(state),
    ...createDeviceHandlers(state),
    ...createCatalogueHandlers(state),
    ...createActionHandlers(state),
    ...createCommerceHandlers(state),
    ...createOrderHandlers(state),
    ...createBillViewHandlers(state),
    ...createFeedHandlers(state),
    ...createServiceHandlers(state),
    ...createSignageHandlers(state),
    // before the media files: a subtitled stream's playlists are written, not files
    ...createSubtitleHandlers(),
    ...createMediaHandlers(state, options.assetsDir ?? DEFAULT_ASSETS_DIR),
    ...createFrontDeskHandlers(state),
    // The bare origin opens the front desk; '*/' would also match other paths ending in '/'.
    http.get(on('/'), ({ request }) =>
      new URL(request.url).pathname === '/'
        ? new HttpResponse(null, { status: 302, headers: { Location: '/frontdesk/' } })
        : undefined,
    ),
  ]
}

export { BILL_ERR } from './billview'
