export default definePageConfig({ navigationBarTitleText: '重新测评' });
