import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from './problem-types';
import { open311Services, problemTypeOfCode, serviceCodeOf } from './open311-service-codes';

describe('Open311 services', () => {
  it('lists the ten problem types with these codes, which clients store and must never change', () => {
    expect(open311Services().map((service) => [service.service_code, service.service_name])).toEqual([
      ['water-leak', 'Water Leak'],
      ['traffic-light', 'Traffic Light'],
      ['pothole', 'Pothole'],
      ['street-lights', 'Street Lights'],
      ['guard-rails', 'Guard Rails'],
      ['illegal-dumping', 'Illegal Dumping'],
      ['vagrant-squatter', 'Vagrant Squatter'],
      ['excessive-litter', 'Excessive Litter'],
      ['road-markings', 'Road Markings'],
      ['reinstatement', 'Reinstatement'],
    ]);
  });

  it('maps every type to its code and back', () => {
    for (const type of PROBLEM_TYPES) expect(problemTypeOfCode(serviceCodeOf(type)!)).toBe(type);
  });

  it('has no code for a type the site does not know, and no type for an unknown code', () => {
    expect(serviceCodeOf('Broken Bench')).toBeNull();
    expect(serviceCodeOf('pothole')).toBeNull();
    expect(problemTypeOfCode('Pothole')).toBeNull();
    expect(problemTypeOfCode('constructor')).toBeNull();
  });

  it('offers no extra attributes (metadata false), as reports are made in the app', () => {
    expect(open311Services().every((service) => service.metadata === false && service.type === 'realtime')).toBe(true);
  });
});
