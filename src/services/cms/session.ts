// What the CMS feature loads with its first screen (issue 19): the list of a target and the action flow,
// in a module of their own so that the boot bundle (the feature's keys and back rule: constants.ts,
// layout.ts) does not import them.
export { createCmsList } from './list'
export { createCmsActions } from './actionFlow'
