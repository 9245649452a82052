import { inject } from 'vitest';
import { handlerEnvironment } from '../../scripts/local/stack';

// Integration tests import the family handlers directly; give them the environment the gateway's have.
Object.assign(process.env, handlerEnvironment(inject('stack')));
