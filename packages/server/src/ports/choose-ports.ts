// Picks the adapter of each outside system for a mode: demo runs on simulators; production takes the
// real adapters it is given and refuses to start on a simulator unless ALLOW_SIMULATORS=1 says so.
import type { ServerMode } from '../server-mode';
import { type OutsidePorts, PORT_NAMES } from './outside-world';

export class PortsRefused extends Error {}

export interface PortChoice {
  mode: ServerMode;
  allowSimulators: boolean;
  /** Real adapters (none ship with this repository yet); missing ones fall back to the simulators. */
  provided?: Partial<OutsidePorts>;
  simulators: OutsidePorts;
}

export function choosePorts({ mode, allowSimulators, provided = {}, simulators }: PortChoice): OutsidePorts {
  const ports: OutsidePorts = { ...simulators, ...provided };
  if (mode === 'demo' || allowSimulators) return ports;
  const missing = (Object.keys(PORT_NAMES) as (keyof OutsidePorts)[]).filter((name) => ports[name].simulator).map((name) => PORT_NAMES[name]);
  if (missing.length > 0) {
    throw new PortsRefused(
      `生产模式不使用模拟器，以下外部系统缺少适配器: ${missing.join('、')}；确需模拟请设置 ALLOW_SIMULATORS=1 / ` +
        `Production mode refuses simulators; no adapter for: ${missing.join(', ')}. Set ALLOW_SIMULATORS=1 to run on simulators.`,
    );
  }
  return ports;
}
