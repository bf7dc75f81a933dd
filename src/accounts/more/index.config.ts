export default definePageConfig({ navigationBarTitleText: '更多' });
