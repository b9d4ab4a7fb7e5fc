import { driveMatrix } from './drive';

driveMatrix('members');
