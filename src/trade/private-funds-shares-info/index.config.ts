export default definePageConfig({ navigationBarTitleText: '份额明细' });
