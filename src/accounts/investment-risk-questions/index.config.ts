export default definePageConfig({ navigationBarTitleText: '风险测评' });
