// The manager assessments taken on this device, over platform storage.
import { createManagerAssessHistory } from '@fund/core/storage';
import { storage } from '@/platform';

export const managerAssessHistory = createManagerAssessHistory(storage);
