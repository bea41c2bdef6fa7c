export declare const PLATFORM_USER_AGENTS: Readonly<
  Record<
    | 'hcap'
    | 'tizen'
    | 'tizenv2'
    | 'samsung'
    | 'playmore'
    | 'playmoreatv'
    | 'philips-android'
    | 'wixp'
    | 'wixpv2',
    string
  >
>
