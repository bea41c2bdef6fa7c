// The demo hotel's front desk: plain DOM, no build step. Talks to /frontdesk/api/ (docs/BACKEND-API.md).
;(() => {
  const REFRESH_MS = 2000
  const $ = (selector) => document.querySelector(selector)
  const api = async (path, body) => {
    const response = await fetch(`/frontdesk/api/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
    const reply = await response.json().catch(() => null)
    if (!response.ok) throw new Error((reply && reply.message) || `HTTP ${response.status}`)
    return reply
  }
  const say = (text, failed) => {
    const status = $('#status')
    status.textContent = text
    status.className = failed ? 'failed' : 'ok'
  }
  const cell = (row, text, className) => {
    const td = row.insertCell()
    td.textContent = text == null ? '' : String(text)
    if (className) td.className = className
    return td
  }
  const time = (iso) => (iso ? new Date(iso).toLocaleTimeString() : '')
  const option = (select, value, label) => select.add(new Option(label, value))

  let devices = []
  let templates = {}
  const selectedMac = () => $('#room').value
  const roomOf = (mac) => {
    const device = devices.find((d) => d.mac === mac)
    return device ? device.title : mac
  }

  function renderDevices() {
    const body = $('#devices tbody')
    body.replaceChildren()
    for (const device of devices) {
      const row = body.insertRow()
      if (device.mac === selectedMac()) row.className = 'selected'
      row.addEventListener('click', () => {
        $('#room').value = device.mac
        renderDevices()
      })
      cell(row, device.title)
      cell(row, device.mac)
      cell(row, device.using_by)
      const guest = device.guest
      cell(
        row,
        guest
          ? `${guest.name} ${guest.surname} (${guest.pms_id || '–'})${guest.welcome ? '' : ' · welcome pending'}`
          : '—',
      )
      cell(row, device.last_seen ? time(device.last_seen) : 'never')
      cell(row, device.pending)
      const report = device.last_reported
      cell(
        row,
        report ? `${report.payload.action}: ${report.status ? 'OK' : 'failed'} ${report.message || ''}` : '',
        report ? (report.status ? 'ok' : 'failed') : '',
      )
      cell(row, `${device.cast}${device.cast_reserved ? ' · reserved' : ''}`)
    }
  }

  function actionStatus(action) {
    if (action.status === true) return ['OK', 'ok']
    if (action.status === false) return ['failed', 'failed']
    return [action.delivered ? 'delivered' : 'queued', 'pending']
  }

  function renderActions(actions) {
    const body = $('#actions tbody')
    body.replaceChildren()
    for (const action of actions) {
      const row = body.insertRow()
      const [label, className] = actionStatus(action)
      cell(row, action.id)
      cell(row, roomOf(action.mac))
      cell(row, action.payload.action)
      cell(row, JSON.stringify(action.payload.params)).style.maxWidth = '360px'
      cell(row, time(action.created_at))
      cell(row, time(action.delivered_at))
      cell(row, label, className)
      cell(row, action.message)
    }
  }

  // Carts and CMS bookings received with POST /api/send/cart (portal spec §3 Order payload), newest first.
  function renderOrders(activity) {
    const body = $('#orders tbody')
    body.replaceChildren()
    const kinds = [
      ['Cart', activity.orders],
      ['Appointment', activity.appointments],
      ['Reservation', activity.reservations],
      ['Request', activity.requests],
    ]
    const rows = kinds
      .flatMap(([kind, list]) => (list || []).map((order) => ({ kind, order })))
      .sort((a, b) => (a.order.received_at < b.order.received_at ? 1 : -1))
    for (const { kind, order } of rows.slice(0, 40)) {
      const row = body.insertRow()
      const details = order.details || {}
      const total = order.items.reduce((sum, item) => sum + item.price * item.count, 0)
      cell(row, time(order.received_at))
      cell(row, kind)
      cell(row, order.room || order.mac)
      cell(row, order.guest_name)
      cell(row, order.items.map((item) => `${item.count}× ${item.title}`).join(', '))
      cell(row, kind === 'Cart' ? total.toFixed(2) : [details.date, details.time].filter(Boolean).join(' '))
      cell(
        row,
        [details.persons ? `${details.persons} persons` : '', details.note || ''].filter(Boolean).join(' · '),
      )
    }
  }

  function renderActivity(activity) {
    renderOrders(activity)
    const list = $('#activity')
    list.replaceChildren()
    const lines = [
      ...(activity.vodOrders ?? []).map(
        (v) =>
          `${time(v.received_at)} VOD order from room ${v.room || '?'} (${v.guest_name}): "${v.title}"${v.price ? ` ${v.price}` : ''}`,
      ),
      ...activity.fidelio.map((e) =>
        e.kind === 'room-status'
          ? `${time(e.at)} room ${e.room} status ${e.status}`
          : `${time(e.at)} wake-up ${e.room} ${e.date}: ${e.status}`,
      ),
      ...activity.records.map((r) => `${time(r.received_at)} record request "${r.title}" (${r.pms_id})`),
    ]
    for (const line of lines.slice(0, 30)) list.appendChild(document.createElement('li')).textContent = line
  }

  async function refresh() {
    try {
      const [nextDevices, actions, activity] = await Promise.all([
        api('devices'),
        api('actions'),
        api('activity'),
      ])
      devices = nextDevices
      const room = $('#room')
      if (room.options.length !== devices.length) {
        const current = room.value
        room.replaceChildren()
        for (const device of devices) option(room, device.mac, `${device.title} · ${device.mac}`)
        if (current) room.value = current
      }
      renderDevices()
      renderActions(actions)
      renderActivity(activity)
    } catch (error) {
      say(`Backend unreachable: ${error.message}`, true)
    }
  }

  async function send(action, params) {
    try {
      const queued = await api('actions', { mac: selectedMac(), action, params })
      say(`${action} queued for ${roomOf(selectedMac())} (#${queued.id})`)
      await refresh()
    } catch (error) {
      say(error.message, true)
    }
  }

  const fields = (form) => Object.fromEntries(new FormData(form).entries())

  $('#checkin').addEventListener('submit', async (event) => {
    event.preventDefault()
    const guest = fields(event.target)
    try {
      await api('checkin', { mac: selectedMac(), guest })
      say(`${guest.name} ${guest.surname} checked in to ${roomOf(selectedMac())}`)
      event.target.reset()
      await refresh()
    } catch (error) {
      say(error.message, true)
    }
  })

  $('#checkout').addEventListener('click', async () => {
    try {
      await api('checkout', { mac: selectedMac() })
      say(`${roomOf(selectedMac())} checked out`)
      await refresh()
    } catch (error) {
      say(error.message, true)
    }
  })

  const messageForm = $('#message')
  const showMessageFields = () => {
    const kind = messageForm.elements.kind.value
    for (const element of messageForm.querySelectorAll('[data-for]'))
      element.hidden = element.dataset.for !== kind
  }
  messageForm.elements.kind.addEventListener('change', showMessageFields)
  messageForm.addEventListener('submit', (event) => {
    event.preventDefault()
    const f = fields(messageForm)
    const template = templates[f.kind] || {}
    // portal spec §3 Message, Popup request and Marquee
    const params = {
      Message: { from: 'Front Desk', title: f.title, text: f.text, autoOpen: true },
      'Message.Image': { ...template, image: f.image || template.image },
      'Message.Video': { ...template, video: f.video || template.video },
      'Message.Marquee': { data: f.data, speed: Number(f.speed), repeat: Number(f.repeat) },
    }[f.kind]
    send(f.kind, params)
  })

  $('#alarm').addEventListener('submit', (event) => {
    event.preventDefault()
    const f = fields(event.target)
    const [hours, minutes] = f.time.split(':').map(Number)
    const at = new Date()
    at.setHours(hours, minutes, 0, 0)
    // portal spec §4 Alarm: a time already passed today moves to tomorrow
    if (at.getTime() <= Date.now()) at.setDate(at.getDate() + 1)
    send('Alarm', { value: at.getTime(), fidelio: f.fidelio === 'on', timeout: 60 })
  })

  // portal spec §4 Chromecast: the cast server's answer for the selected room's TV
  $('#cast').addEventListener('submit', async (event) => {
    event.preventDefault()
    const cast = fields(event.target).cast
    try {
      await api('cast', { mac: selectedMac(), cast })
      say(`Chromecast answer for ${roomOf(selectedMac())}: ${cast}`)
      await refresh()
    } catch (error) {
      say(error.message, true)
    }
  })

  const actionForm = $('#action')
  actionForm.elements.action.addEventListener('change', () => {
    actionForm.elements.params.value = JSON.stringify(
      templates[actionForm.elements.action.value] || {},
      null,
      2,
    )
  })
  actionForm.addEventListener('submit', (event) => {
    event.preventDefault()
    let params
    try {
      params = JSON.parse(actionForm.elements.params.value || '{}')
    } catch {
      say('Params must be JSON', true)
      return
    }
    send(actionForm.elements.action.value, params)
  })

  // Signage distributions and the theme file (docs/BACKEND-API.md "Front desk").
  const screensForm = $('#screens')
  async function refreshScreens() {
    const [signage, themes] = await Promise.all([api('signage'), api('themes')])
    const location = screensForm.elements.location
    const chosen = location.value || 'Lobby'
    location.replaceChildren()
    for (const entry of signage.filter((e) => !/^\d+$/.test(e.location) || e.mode !== 'demo'))
      option(location, entry.location, `${entry.location} · ${entry.mode} · ${entry.layouts} layout(s)`)
    location.value = chosen
    const theme = screensForm.elements.theme
    theme.replaceChildren()
    for (const entry of themes.themes) option(theme, entry.name, entry.title)
    theme.value = themes.current
  }
  for (const button of screensForm.querySelectorAll('[data-signage]'))
    button.addEventListener('click', async () => {
      const location = screensForm.elements.location.value
      try {
        const result = await api('signage', { location, action: button.dataset.signage })
        say(`${location}: ${result.layouts} layout(s) now`)
        await refreshScreens()
      } catch (error) {
        say(error.message, true)
      }
    })
  $('#theme-switch').addEventListener('click', async () => {
    const name = screensForm.elements.theme.value
    try {
      await api('theme', { name })
      say(`Theme ${name} published; TVs use it from their next start`)
      await refreshScreens()
    } catch (error) {
      say(error.message, true)
    }
  })

  async function start() {
    const catalog = await api('catalog')
    templates = catalog.templates
    for (const action of catalog.actions) option(actionForm.elements.action, action, action)
    for (const language of catalog.languages)
      option($('#checkin').elements.language, language.code, language.NAME)
    actionForm.elements.action.dispatchEvent(new Event('change'))
    const image = messageForm.elements.image
    const video = messageForm.elements.video
    image.value = templates['Message.Image'].image
    video.value = templates['Message.Video'].video
    showMessageFields()
    await refreshScreens()
    await refresh()
    setInterval(refresh, REFRESH_MS)
  }
  start().catch((error) => say(`Front desk could not start: ${error.message}`, true))
})()
