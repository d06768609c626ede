// A small limited-memory BFGS minimiser (Nocedal & Wright, algorithm 7.4/7.5) with a backtracking
// Armijo line search. The team-strength likelihood is smooth and has a few dozen parameters, so
// this converges in tens of iterations; no dependency is worth its weight for it.

/** Writes the gradient at x into `gradient` and returns the objective (Infinity = outside the domain). */
export type Objective = (x: Float64Array, gradient: Float64Array) => number;

export interface MinimizeOptions {
  /** Correction pairs kept (the "limited memory"). */
  memory?: number;
  maxIterations?: number;
  /** Stop when the largest gradient component falls below this. */
  gradientTolerance?: number;
  /** Stop when an iteration improves the objective by less than this, relative to its size. */
  valueTolerance?: number;
}

export interface MinimizeResult {
  x: Float64Array;
  value: number;
  iterations: number;
  evaluations: number;
  converged: boolean;
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}

function maxAbs(a: Float64Array): number {
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]));
  return max;
}

export function minimize(objective: Objective, start: Float64Array, options: MinimizeOptions = {}): MinimizeResult {
  const memory = options.memory ?? 8;
  const maxIterations = options.maxIterations ?? 500;
  const gradientTolerance = options.gradientTolerance ?? 1e-6;
  const valueTolerance = options.valueTolerance ?? 1e-12;
  const n = start.length;

  let x = Float64Array.from(start);
  let gradient = new Float64Array(n);
  let value = objective(x, gradient);
  let evaluations = 1;
  if (!Number.isFinite(value)) throw new Error('minimize: the starting point is outside the domain');

  const steps: Float64Array[] = [];
  const changes: Float64Array[] = [];
  const inverseCurvatures: number[] = [];
  const alpha = new Float64Array(memory);
  const direction = new Float64Array(n);
  let next = new Float64Array(n);
  let nextGradient = new Float64Array(n);
  let converged = false;
  let iterations = 0;

  for (; iterations < maxIterations; iterations++) {
    if (maxAbs(gradient) < gradientTolerance) {
      converged = true;
      break;
    }
    // Two-loop recursion: direction = −H·gradient with H from the stored pairs.
    direction.set(gradient);
    for (let i = steps.length - 1; i >= 0; i--) {
      alpha[i] = inverseCurvatures[i] * dot(steps[i], direction);
      const change = changes[i];
      for (let j = 0; j < n; j++) direction[j] -= alpha[i] * change[j];
    }
    const last = steps.length - 1;
    // Initial Hessian scale: the last pair's curvature, or a unit-length first step.
    const scale =
      last >= 0
        ? dot(steps[last], changes[last]) / dot(changes[last], changes[last])
        : 1 / Math.max(1, maxAbs(gradient));
    for (let j = 0; j < n; j++) direction[j] *= scale;
    for (let i = 0; i < steps.length; i++) {
      const beta = inverseCurvatures[i] * dot(changes[i], direction);
      const step = steps[i];
      for (let j = 0; j < n; j++) direction[j] += step[j] * (alpha[i] - beta);
    }
    for (let j = 0; j < n; j++) direction[j] = -direction[j];

    let slope = dot(direction, gradient);
    if (!(slope < 0)) {
      // Not a descent direction (numerical trouble): forget the history and go downhill.
      steps.length = changes.length = inverseCurvatures.length = 0;
      for (let j = 0; j < n; j++) direction[j] = -gradient[j] / Math.max(1, maxAbs(gradient));
      slope = dot(direction, gradient);
    }

    // Backtracking line search with the Armijo condition; a step into the invalid region counts as a failure.
    let stepLength = 1;
    let nextValue = Infinity;
    let accepted = false;
    for (let tries = 0; tries < 50; tries++) {
      for (let j = 0; j < n; j++) next[j] = x[j] + stepLength * direction[j];
      nextValue = objective(next, nextGradient);
      evaluations++;
      if (Number.isFinite(nextValue) && nextValue <= value + 1e-4 * stepLength * slope) {
        accepted = true;
        break;
      }
      stepLength *= 0.5;
    }
    if (!accepted) break;

    const step = new Float64Array(n);
    const change = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      step[j] = next[j] - x[j];
      change[j] = nextGradient[j] - gradient[j];
    }
    const curvature = dot(step, change);
    if (curvature > 1e-12) {
      if (steps.length === memory) {
        steps.shift();
        changes.shift();
        inverseCurvatures.shift();
      }
      steps.push(step);
      changes.push(change);
      inverseCurvatures.push(1 / curvature);
    }

    const improvement = value - nextValue;
    [x, next] = [next, x];
    [gradient, nextGradient] = [nextGradient, gradient];
    value = nextValue;
    if (improvement <= valueTolerance * Math.max(1, Math.abs(value))) {
      converged = true;
      iterations++;
      break;
    }
  }
  return { x, value, iterations, evaluations, converged };
}
