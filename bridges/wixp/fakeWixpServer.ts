// A fake Philips professional TV's raw WIXP server (issue 18): a real local WebSocket server that
// answers WIXP JSON commands with the request's cookie (Response, or an Error reply naming the causing
// function), sends its own Change messages (power, source, active apps, playback), and logs every
// command so tests can check cookies round-trip. Node only (tests and the manual fake, serveFakeWixp.ts).
import { startWebSocketServer, type NodeWebSocketServer } from '../shared/nodeWebSocket'
import { ERROR_FUN, parseWixp, type WixpCommand } from './wixpProtocol'

export type FakeWixpTv = ReturnType<typeof createFakeWixpState>

export function createFakeWixpState() {
  return {
    power: 'On' as 'On' | 'Standby',
    volume: 14,
    mute: false,
    source: 'MainTuner',
    settings: {
      TVModel: '55HFL5014/12',
      SerialNumber: 'FZ1A2019123456',
      RoomID: '214',
      NetworkStatus: { IPAddress: '10.10.6.14', MACAddress: '1c:5a:6b:7c:8d:9e' },
      CustomDashboardServerURL: '',
      IdentificationSettings: { PremisesName: 'ROOM_214' },
      VolumeLimits: { MaxVolume: 60 },
      SharingSettings: { InternetHotspot: { Enable: false, SSID: '', Password: '' } } as Record<
        string,
        Record<string, unknown>
      >,
      SmartTVSettings: {} as Record<string, unknown>,
    } as Record<string, unknown>,
    versions: { SoftwareVersion: 'TPM191HE_R.106.001.151.001', CloneVersion: '2.1.7' },
    apps: ['YouTube', 'Netflix', 'Media', 'Googlecast'],
    active: [] as string[],
    tuned: null as string | null,
    playerMode: 'auto' as 'auto' | 'silent' | 'fail',
    subtitles: [] as string[],
    audio: [] as string[],
    forwarded: [] as string[],
    listener: '',
    reboots: 0,
    cleared: 0,
    /** every command received, in order */
    log: [] as WixpCommand[],
    /** functions the set leaves unanswered (to test timeouts) */
    unanswered: new Set<string>(),
    /** functions whose Change the set refuses with an Error reply */
    refused: new Set<string>(),
  }
}

export type FakeWixpServer = NodeWebSocketServer & {
  tv: FakeWixpTv
  /** the set changes by itself: sends a Change to the portal */
  notify(fun: string, details: Record<string, unknown>): void
  power(state: 'on' | 'standby'): void
  reportPlaying(): void
  focus(focused: boolean): void
  /** the set's own volume key (+1 or -1): stops at its VolumeLimits MaxVolume and sends an AudioControl Change */
  volumeKey(step: 1 | -1): void
}

export async function startFakeWixpServer(
  options: { port?: number; latencyMs?: number; svcVer?: string } = {},
): Promise<FakeWixpServer> {
  const tv = createFakeWixpState()
  const latency = options.latencyMs ?? 5
  const later = (run: () => void) => void setTimeout(run, latency)
  let server: NodeWebSocketServer | null = null
  const broadcast = (message: WixpCommand) =>
    server?.connections().forEach((c) => c.send(JSON.stringify(message)))
  const notify = (fun: string, details: Record<string, unknown>) =>
    later(() =>
      broadcast({
        Svc: 'WIXP',
        SvcVer: options.svcVer ?? '4.0',
        Cookie: 0,
        CmdType: 'Change',
        Fun: fun,
        CommandDetails: details,
      }),
    )
  const startPlayback = (url: string) => {
    tv.tuned = url
    if (tv.playerMode === 'auto') notify('ChannelSelection', { PlayStatus: 'Playing', URL: url })
    else if (tv.playerMode === 'fail')
      notify('ChannelSelection', { PlayStatus: 'Error', ErrorDescription: 'No multicast stream' })
  }

  /** the set's answer to one command: its Response details, or throws for an Error reply */
  function answer(command: WixpCommand): Record<string, unknown> {
    const d = command.CommandDetails ?? {}
    const change = command.CmdType === 'Change'
    if (change && tv.refused.has(command.Fun)) throw new Error(`${command.Fun} change refused`)
    switch (command.Fun) {
      case 'ProfessionalSettingsControl': {
        if (!change) {
          const wanted = Array.isArray(d.ProfessionalSettingsParameters)
            ? (d.ProfessionalSettingsParameters as string[])
            : Object.keys(tv.settings)
          return Object.fromEntries(wanted.map((key) => [key, tv.settings[key]]))
        }
        for (const [key, value] of Object.entries(d))
          tv.settings[key] = { ...(tv.settings[key] as object), ...(value as object) }
        return {}
      }
      case 'UpgradeControl':
        return { ...tv.versions }
      case 'PowerState':
        if (change && d.ToPowerState) {
          tv.power = d.ToPowerState === 'Standby' ? 'Standby' : 'On'
          notify('PowerState', { CurrentPowerState: tv.power })
        }
        return { CurrentPowerState: tv.power }
      case 'PowerService':
        if (d.PowerAction === 'Reboot') tv.reboots++
        return {}
      case 'AudioControl':
        if (change && d.Volume !== undefined) tv.volume = Number(d.Volume)
        if (change && d.AudioMute !== undefined) tv.mute = d.AudioMute === 'On'
        return { Volume: tv.volume, AudioMute: tv.mute ? 'On' : 'Off' }
      case 'Source':
        if (change) {
          tv.source = String(d.TuneToSource)
          notify('Source', { CurrentSource: tv.source })
        }
        return { CurrentSource: tv.source }
      case 'UserInputControl':
        tv.forwarded = Array.isArray(d.VirtualKeyToBeForwarded) ? (d.VirtualKeyToBeForwarded as string[]) : []
        return {}
      case 'EssentialControl':
        if (d.ClearDataNow) tv.cleared++
        return {}
      case 'ApplicationControl': {
        const activate = d.ActivateApplication as { ApplicationName?: string } | undefined
        const deactivate = d.DeactivateApplication as { ApplicationName?: string } | undefined
        if (activate?.ApplicationName) {
          if (!tv.apps.includes(activate.ApplicationName))
            throw new Error(`no application ${activate.ApplicationName}`)
          tv.active = [activate.ApplicationName]
          notify('ApplicationControl', { ActiveApplications: [...tv.active] })
        } else if (deactivate?.ApplicationName) {
          tv.active = tv.active.filter((app) => app !== deactivate.ApplicationName)
          notify('ApplicationControl', { ActiveApplications: [...tv.active] })
        }
        return {
          ApplicationDetails: tv.apps.map((ApplicationName) => ({
            ApplicationName,
            ApplicationType: 'Native',
          })),
          ActiveApplications: [...tv.active],
        }
      }
      case 'ChannelSelection': {
        const tuning = (d.ChannelTuningDetails ?? {}) as { URL?: string; TrickMode?: string }
        if (tuning.TrickMode === 'Stop') tv.tuned = null
        else if (tuning.URL) startPlayback(tuning.URL)
        return {}
      }
      case 'Subtitles':
        return { Languages: [...tv.subtitles], CurrentIndex: -1 }
      case 'AudioLanguage':
        return { Languages: [...tv.audio], CurrentIndex: 0 }
      case 'WebServiceParameters':
        tv.listener = String(d.ListenerURL ?? '')
        return {}
      default:
        throw new Error(`unknown function ${command.Fun}`)
    }
  }

  server = await startWebSocketServer({
    port: options.port ?? 0,
    onMessage(connection, text) {
      const command = parseWixp(text)
      if (!command) return
      tv.log.push(command)
      if (tv.unanswered.has(command.Fun)) return
      later(() => {
        let reply: WixpCommand
        try {
          reply = { ...command, CmdType: 'Response', CommandDetails: answer(command) }
        } catch (error) {
          const description = error instanceof Error ? error.message : String(error)
          reply = {
            ...command,
            CmdType: 'Response',
            Fun: ERROR_FUN,
            CommandDetails: { ErrorFun: command.Fun, ErrorDescription: description },
          }
        }
        connection.send(JSON.stringify(reply))
      })
    },
  })
  return Object.assign(server, {
    tv,
    notify,
    power(state: 'on' | 'standby') {
      tv.power = state === 'on' ? 'On' : 'Standby'
      notify('PowerState', { CurrentPowerState: tv.power })
    },
    reportPlaying() {
      if (tv.tuned) notify('ChannelSelection', { PlayStatus: 'Playing', URL: tv.tuned })
    },
    focus(focused: boolean) {
      tv.active = focused ? [] : [tv.apps[0] ?? 'YouTube']
      notify('ApplicationControl', { ActiveApplications: [...tv.active] })
    },
    volumeKey(step: 1 | -1) {
      const max = Number((tv.settings.VolumeLimits as { MaxVolume?: unknown }).MaxVolume) || 100
      tv.volume = Math.max(0, Math.min(max, tv.volume + step))
      notify('AudioControl', { Volume: tv.volume, AudioMute: tv.mute ? 'On' : 'Off' })
    },
  })
}
