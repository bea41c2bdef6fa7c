export {
  BILL_ERR,
  BILL_RETRY_MS,
  BILL_SCROLL_PX,
  BILL_TEXT,
  billLines,
  formatBillDate,
  loadBill,
} from './billview'
export type { BillApi, BillDeps, BillLine, BillResult } from './billview'
export {
  CART_MAX_PER_ITEM,
  CART_MIN_PER_ITEM,
  CART_ORDER_ACTION,
  CART_TEXT,
  canOrder,
  cartCount,
  cartWindowStart,
  clampCount,
  createCart,
  orderPayload,
  sendOrder,
} from './cart'
export type { CartApi, CartDeps, CartNotice, CartService, CartState } from './cart'
export {
  INTERNET_TEXT,
  SOFT_AP_PASSWORD_SKIP,
  hotspotPortOf,
  loadInternet,
  softApCredentials,
  switchHotspot,
} from './hotspot'
export type { HotspotPort, InternetDeps, InternetPanel, SoftAp } from './hotspot'
export {
  BLUETOOTH_POSITION,
  DEVICE_PANEL_TEXT,
  bluetoothApp,
  launchBluetooth,
  loadMobileQr,
} from './devicePanels'
export type { BluetoothBridge, MobileQr } from './devicePanels'
export {
  chosenItem,
  languageItems,
  openPick,
  paneItems,
  paneOptions,
  paneRequest,
  subItems,
} from './sidepane'
export type { PaneItem, PaneOptions } from './sidepane'
export type {
  BillPanelDeps,
  BluetoothPanelDeps,
  CartPanelDeps,
  InternetPanelDeps,
  MobilePanelDeps,
  SideloadDeps,
} from './panelDeps'
