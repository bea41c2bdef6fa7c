import { describe, expect, it } from 'vitest'
import { GraphicsContext, buildContextBatches } from 'pixi.js'
import {
  MAX_MESH_VERTICES,
  arcMesh,
  borderMesh,
  joinMeshes,
  meshArea,
  quarterSegments,
  rectMesh,
  rectsMesh,
  rectsMeshes,
  roundRectMesh,
  type Mesh,
} from './meshes'

// The meshes stand in for what pixi's Graphics drew (renderer/shapes/shapeView.ts). Each is checked
// against pixi's own tessellation of the same drawing, built with its buildContextBatches: the same area
// covered (to a hundredth of a pixel per px of outline: the curves are cut into as many segments) and the
// same bounds.

/** pixi's triangles for a drawing, as a Mesh */
function pixiMesh(draw: (context: GraphicsContext) => void): Mesh {
  const context = new GraphicsContext()
  draw(context)
  const gpuContext = { geometryData: { vertices: [], uvs: [], indices: [] }, batches: [] }
  buildContextBatches(context, gpuContext as never)
  const { vertices, indices } = gpuContext.geometryData as { vertices: number[]; indices: number[] }
  return { positions: Float32Array.from(vertices), indices: Uint16Array.from(indices) }
}

function bounds({ positions }: Mesh): [number, number, number, number] {
  const xs = positions.filter((_, i) => i % 2 === 0)
  const ys = positions.filter((_, i) => i % 2 === 1)
  const round = (n: number) => Math.round(n * 100) / 100
  return [round(Math.min(...xs)), round(Math.min(...ys)), round(Math.max(...xs)), round(Math.max(...ys))]
}

/** the same region: bounds within a tenth of a pixel (pixi's circle does not always put a point on
 * its extremes), and area within `perimeter` × 0.01 px² */
function expectSameRegion(ours: Mesh, theirs: Mesh, perimeter: number) {
  const theirBounds = bounds(theirs)
  bounds(ours).forEach((edge, i) => expect(Math.abs(edge - theirBounds[i]!)).toBeLessThan(0.1))
  expect(Math.abs(meshArea(ours) - meshArea(theirs))).toBeLessThan(perimeter * 0.01)
}

describe('flat shapes as meshes, against pixi Graphics', () => {
  it('a rectangle: two triangles over its box', () => {
    const mesh = rectMesh(120, 40, 5, 6)
    expect(mesh.indices).toHaveLength(6)
    expectSameRegion(
      mesh,
      pixiMesh((g) => g.rect(5, 6, 120, 40).fill(0xffffff)),
      320,
    )
  })

  it.each([
    [196, 52, 8],
    [400, 64, 12],
    [52, 52, 26],
    [300, 20, 30],
    [10, 10, 0.5],
  ])('a %i×%i box with corners of %f px is pixi’s roundRect fill', (width, height, radius) => {
    expectSameRegion(
      roundRectMesh(width, height, radius),
      pixiMesh((g) => g.roundRect(0, 0, width, height, radius).fill(0xffffff)),
      2 * (width + height),
    )
  })

  it('rounds each corner in pixi’s number of segments', () => {
    expect(quarterSegments(8)).toBe(Math.ceil(2.3 * Math.sqrt(16)))
    expect(quarterSegments(0)).toBe(0)
    // a fan: centre + 4 corners of (segments + 1) points
    expect(roundRectMesh(100, 50, 8).positions).toHaveLength((1 + 4 * (quarterSegments(8) + 1)) * 2)
  })

  it.each([
    [196, 52, 8, 2],
    [196, 52, 8, 3],
    [400, 64, 12, 4],
    [120, 40, 0, 2],
    [64, 64, 32, 4],
  ])(
    'a %i×%i border (radius %f) of %f px lies inside the outline, as pixi’s stroke with alignment 1',
    (width, height, radius, border) => {
      expectSameRegion(
        borderMesh(width, height, radius, border),
        pixiMesh((g) =>
          g.roundRect(0, 0, width, height, radius).stroke({ width: border, color: 0xffffff, alignment: 1 }),
        ),
        4 * (width + height),
      )
    },
  )

  it('a border wider than the corners’ radius has a sharp inner edge', () => {
    // pixi's stroke folds its inner edge back over itself there; the band is outline less inner rectangle
    const outer = meshArea(roundRectMesh(100, 60, 3))
    expect(meshArea(borderMesh(100, 60, 3, 6))).toBeCloseTo(outer - 88 * 48, 3)
  })

  it('a border as wide as half the box fills it', () => {
    expect(meshArea(borderMesh(40, 20, 0, 10))).toBeCloseTo(800)
  })

  it('the spinner’s ring and its arc with round caps', () => {
    const radius = 21.5
    const thickness = 5
    expectSameRegion(
      arcMesh(radius, thickness, 0, Math.PI * 2),
      pixiMesh((g) => g.circle(0, 0, radius).stroke({ width: thickness, color: 0xffffff })),
      4 * Math.PI * radius,
    )
    const arc = arcMesh(radius, thickness, 0, Math.PI * 1.5, true)
    const pixiArc = pixiMesh((g) =>
      g.arc(0, 0, radius, 0, Math.PI * 1.5).stroke({ width: thickness, color: 0xffffff, cap: 'round' }),
    )
    expectSameRegion(arc, pixiArc, 4 * Math.PI * radius)
    // the caps are the half discs past the ends: three quarters of the ring plus one whole disc of the thickness
    const band = Math.PI * ((radius + thickness / 2) ** 2 - (radius - thickness / 2) ** 2) * 0.75
    expect(meshArea(arc)).toBeCloseTo(band + Math.PI * (thickness / 2) ** 2, -0.5)
  })

  it('rectangles in one mesh (a QR code’s runs), split over meshes past the Uint16 index limit', () => {
    const runs = [
      { x: 0, y: 0, width: 30, height: 10 },
      { x: 40, y: 0, width: 10, height: 10 },
      { x: 0, y: 0, width: 0, height: 10 },
    ]
    const mesh = rectsMesh(runs)
    expect(mesh.indices).toHaveLength(12)
    expect(meshArea(mesh)).toBe(400)
    const many = Array.from({ length: MAX_MESH_VERTICES / 4 + 1 }, (_, i) => ({
      x: i,
      y: 0,
      width: 1,
      height: 1,
    }))
    const meshes = rectsMeshes(many)
    expect(meshes.map((m) => m.positions.length / 2)).toEqual([MAX_MESH_VERTICES, 4])
    expect(() => rectsMesh(many)).toThrow(RangeError)
  })

  it('joins meshes, their indices moved past the ones before', () => {
    const joined = joinMeshes([rectMesh(10, 10), rectMesh(10, 10, 20, 0)])
    expect([...joined.indices]).toEqual([0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7])
    expect(meshArea(joined)).toBe(200)
  })

  it('draws nothing for an empty box, no border or no sweep', () => {
    for (const mesh of [
      rectMesh(0, 10),
      roundRectMesh(10, 0, 4),
      borderMesh(10, 10, 2, 0),
      arcMesh(10, 2, 1, 1),
    ])
      expect(mesh.indices).toHaveLength(0)
  })
})
