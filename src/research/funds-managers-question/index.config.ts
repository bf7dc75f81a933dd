export default definePageConfig({ navigationBarTitleText: '基金经理测评' });
